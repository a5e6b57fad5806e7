import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

interface SiteLinkProps {
  /** A path on this site or an absolute URL, e.g. from the CMS. */
  href: string
  newTab?: boolean | null
  className?: string
  children: ReactNode
}

/** Client-side navigation for paths on this site; a plain link for anything else. */
export function SiteLink({ href, newTab, className, children }: SiteLinkProps) {
  if (isSitePath(href) && !newTab) {
    // `href` (a full path with query and hash) overrides `to`, which Link's types still require.
    return (
      <Link to="/" href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  )
}

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')
