import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { SiteHeader } from './SiteHeader'
import { useSiteChrome } from './site-chrome'

/** The spec's default layout: header, page, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { site, footer } = useSiteChrome()
  return (
    <div className="layout">
      <SiteHeader brandName={site.brandName} />
      <main className="layout__main">{children}</main>
      <Footer content={footer} brandName={site.brandName} />
    </div>
  )
}
