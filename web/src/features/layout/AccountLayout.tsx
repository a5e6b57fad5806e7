import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { SiteHeader } from './SiteHeader'
import { useSiteChrome } from './site-chrome'

/** The spec's "user" layout for sign-in and account screens: one narrow column, no menu. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { site, footer } = useSiteChrome()
  return (
    <div className="layout">
      <SiteHeader brandName={site.brandName} showNav={false} />
      <main className="layout__main layout__main--narrow">{children}</main>
      <Footer content={footer} brandName={site.brandName} />
    </div>
  )
}
