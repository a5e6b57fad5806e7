// The CMS's answer to a state-changing request another site made in someone's browser
// (docs/decisions/0032). Browsers say where a request comes from (Sec-Fetch-Site, else Origin);
// the storefront's server and scripts say nothing and authenticate with headers no form can set.
// Payload's own `csrf` list only ignores a cookie from elsewhere; this refuses the request itself,
// whatever credential it carries, before Payload reads it.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리하지 않습니다.'

/** True when a browser made this non-GET request from another origin than the CMS's own. */
export function isCrossSiteWrite(method: string, headers: Headers, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const fetchSite = headers.get('sec-fetch-site')
  // 'none': typed or bookmarked by the user, never a page's doing.
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = headers.get('origin')
  if (origin) return !ownOrigins.includes(origin)
  return false
}
