import { Link } from '@tanstack/react-router'
import { SiteLink } from '~/ui/SiteLink'
import type { SiteSettings } from './site-settings'

const MENU = [
  { to: '/device/register', label: '정품 등록' },
  { to: '/shops', label: '매장 찾기' },
  { to: '/user/service', label: 'A/S 신청' },
] as const

/**
 * The brand and the main menu. On a phone the menu is a grid of three columns under the brand,
 * every link whole and tappable; 보상 판매 appears while an event runs (`tradeInHref`).
 */
export function SiteHeader({ site, showNav = true, tradeInHref = null }: { site: SiteSettings; showNav?: boolean; tradeInHref?: string | null }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${site.brandName} 홈`}>
          {site.brandName}
        </Link>
        {showNav && (
          <nav className="site-header__nav" aria-label="주요 메뉴">
            <ul>
              {MENU.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} activeProps={{ 'aria-current': 'page' }}>
                    {item.label}
                  </Link>
                </li>
              ))}
              {tradeInHref && (
                <li>
                  <SiteLink href={tradeInHref}>보상 판매</SiteLink>
                </li>
              )}
              <li>
                <Link to="/user" activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: true }}>
                  마이페이지
                </Link>
              </li>
              {site.marketplaceUrl && (
                <li>
                  <MarketplaceLink href={site.marketplaceUrl} className="site-header__store" />
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </header>
  )
}

/** The brand's store on a marketplace: another site, so a new tab. */
export function MarketplaceLink({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      온라인 스토어
      <span className="visually-hidden"> (새 창)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  )
}
