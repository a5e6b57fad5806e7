import { Link } from '@tanstack/react-router'

export function SiteHeader({ brandName, showNav = true }: { brandName: string; showNav?: boolean }) {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {brandName}
      </Link>
      {showNav && (
        <nav aria-label="주요 메뉴">
          <Link to="/user">마이페이지</Link>
        </nav>
      )}
    </header>
  )
}
