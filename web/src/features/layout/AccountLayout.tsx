import type { ReactNode } from 'react'
import { SkipLink } from './DefaultLayout'
import { Footer } from './Footer'
import { SiteHeader } from './SiteHeader'
import { useSiteChrome } from './site-chrome'

/** The account layout of the sign-in and account screens: one narrow card, no menu (docs/product.md#behaviour-on-every-page). */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { site, footer } = useSiteChrome()
  return (
    <div className="layout layout--account" data-layout="user">
      <SkipLink />
      <SiteHeader site={site} showNav={false} />
      <main id="main" className="layout__main layout__main--narrow">
        <div className="account-card">{children}</div>
      </main>
      <Footer content={footer} site={site} />
    </div>
  )
}
