import type { ReactNode } from 'react'
import { Footer } from './Footer'
import { SiteHeader } from './SiteHeader'
import { useSiteChrome } from './site-chrome'

/** The default layout: header with the menu, the page, footer (docs/product.md#behaviour-on-every-page). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { site, footer, tradeInHref } = useSiteChrome()
  return (
    <div className="layout" data-layout="default">
      <SkipLink />
      <SiteHeader site={site} tradeInHref={tradeInHref} />
      <main id="main" className="layout__main">
        {children}
      </main>
      <Footer content={footer} site={site} />
    </div>
  )
}

export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      본문 바로가기
    </a>
  )
}
