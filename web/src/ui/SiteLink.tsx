import { type AnyRouter, Link, type LinkComponentProps, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * Where a link goes: `link`, a route of this site typed through the router (`to`, `params`,
 * `search`), or `href`, a string that comes as data (from the CMS), on this site or elsewhere.
 */
export type LinkTarget<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown> =
  { link: ValidateLinkOptions<TRouter, TOptions>; href?: never } | { href: string; link?: never }

type SiteLinkProps<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown> = LinkTarget<TRouter, TOptions> & {
  newTab?: boolean | null
  className?: string
  children: ReactNode
}

/** Client-side navigation for paths on this site; a plain link for anything else. */
export function SiteLink<TRouter extends AnyRouter = RegisteredRouter, TOptions = unknown>(props: SiteLinkProps<TRouter, TOptions>): ReactNode
export function SiteLink({ link, href, newTab, className, children }: SiteLinkProps) {
  const newTabProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (link) {
    return (
      <Link {...(link as LinkComponentProps)} className={className} {...newTabProps}>
        {children}
      </Link>
    )
  }
  if (isSitePath(href) && !newTab) {
    // `href` (a full path with query and hash) overrides `to`, which Link's types still require.
    return (
      <Link to="/" href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} {...newTabProps}>
      {children}
    </a>
  )
}

export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')
