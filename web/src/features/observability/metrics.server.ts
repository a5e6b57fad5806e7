import { METRICS_PATH, createRouteLabels, metricsAuthorized } from '@storefront/rules/metrics.server'
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

// The storefront's Prometheus metrics (docs/decisions/0044), served at GET /metrics to a scraper
// with METRICS_TOKEN; anyone else, and everyone while it is unset, gets the site's own 404.

const registry = new Registry()
registry.setDefaultLabels({ service: 'web' })
collectDefaultMetrics({ register: registry })

const labelNames = ['method', 'route', 'status'] as const

const requestsTotal = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status', labelNames, registers: [registry] })

const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

export const renderCacheLookups = new Counter({
  name: 'render_cache_lookups_total',
  help: 'Public page requests served from the render cache (hit), from it past their time to live while rendered again (stale), rendered (miss), or not cacheable for want of a content version (bypass); unknown addresses answered from the kept 404 page (not-found)',
  labelNames: ['result'] as const,
  registers: [registry],
})

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Attempts refused by the shared rate limits, by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
})

const routeLabel = createRouteLabels()

// Each series' counter and histogram, kept: prom-client hashes a label set on every call otherwise,
// on the path of every cached page (docs/decisions/0056). Bounded as the route labels are.
const series = new Map<string, { count: () => void; time: (seconds: number) => void }>()

/** Counts one answered request. */
export function countRequest(method: string, pathname: string, status: number, seconds: number) {
  const route = routeLabel(pathname, status)
  const key = `${method} ${route} ${status}`
  let counted = series.get(key)
  if (!counted) {
    const labels = { method, route, status: String(status) }
    const total = requestsTotal.labels(labels)
    const duration = requestSeconds.labels(labels)
    counted = { count: () => total.inc(), time: (seconds) => duration.observe(seconds) }
    series.set(key, counted)
  }
  counted.count()
  counted.time(seconds)
}

/**
 * GET /metrics for the scraper holding METRICS_TOKEN; null for anyone else, whom the site answers
 * as for any unknown address (a 404 that does not say an endpoint is there).
 */
export async function metricsResponse(request: Request, pathname: string): Promise<Response | null> {
  if (pathname !== METRICS_PATH || request.method !== 'GET') return null
  if (!metricsAuthorized(request.headers.get('authorization'), process.env.METRICS_TOKEN)) return null
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
}
