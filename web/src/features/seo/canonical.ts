// The one address of each page that search engines and link previews should use (canonical link
// and og:url): the site's public URL, the page's path, and only the query a route says makes a
// page of its own (the shop finder's filters; never a visitor's position or "더 보기" page).

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The part of a route's query that names a page of its own, in a fixed order. Without it a
     * route's canonical address has no query.
     */
    canonicalSearch?: (search: Record<string, unknown>, loaderData: unknown) => Array<[string, string]>
  }
}

interface LeafMatch {
  pathname: string
  search?: unknown
  loaderData?: unknown
  staticData?: { canonicalSearch?: (search: Record<string, unknown>, loaderData: unknown) => Array<[string, string]> }
}

/** The absolute canonical address of the page `leaf` (the deepest match) renders. */
export function canonicalUrl(siteUrl: string, leaf: LeafMatch): string {
  const search = (leaf.search && typeof leaf.search === 'object' ? leaf.search : {}) as Record<string, unknown>
  const query = new URLSearchParams(leaf.staticData?.canonicalSearch?.(search, leaf.loaderData) ?? []).toString()
  // An index route's match ends in a slash (/device/register/); its address does not.
  const path = leaf.pathname.length > 1 ? leaf.pathname.replace(/\/+$/, '') : leaf.pathname
  return `${siteUrl}${path}${query ? `?${query}` : ''}`
}

/** `path` (which may be a relative media URL) as an absolute address on the site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`
}
