// What both servers' Prometheus metrics share (docs/decisions/0044): who may read GET /metrics,
// and the route label a request is counted under. Imported by cms/server.mjs, which Node runs
// without types: no TypeScript-only syntax.
import { createHash, timingSafeEqual } from 'node:crypto'

export const METRICS_PATH = '/metrics'

/**
 * True when `authorization` is `Bearer <token>` and a token is configured. Compared as digests in
 * constant time, so neither the token's length nor its first wrong character shows in the timing.
 */
export function metricsAuthorized(authorization: string | null | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token))
}

// A segment that names one record rather than a route: digits, a UUID, a long hex or base64url
// string, or anything not plain lowercase words (Korean slugs, encoded text).
const PLAIN_SEGMENT = /^[a-z][a-z-]{0,39}$/
const LITERAL_ROOTS = /^(?:_next|assets|__nextjs\w*)$/

/**
 * Route labels for request metrics, never raw ids: each path segment that is not a plain word
 * becomes `:id`, static build files count as one route, a 404 as `(unmatched)`. Past `maxRoutes`
 * distinct labels, new ones count as `(other)`: a scan of made-up words cannot grow the series.
 */
export function createRouteLabels(maxRoutes = 200) {
  const seen = new Set<string>()
  return (pathname: string, status: number): string => {
    if (status === 404) return '(unmatched)'
    const segments = pathname.split('/').filter(Boolean)
    if (segments[0] && LITERAL_ROOTS.test(segments[0])) return `/${segments[0]}/*`
    const label =
      '/' +
      segments
        .slice(0, 6)
        .map((segment) => (PLAIN_SEGMENT.test(segment) ? segment : ':id'))
        .join('/')
    if (seen.has(label)) return label
    if (seen.size >= maxRoutes) return '(other)'
    seen.add(label)
    return label
  }
}
