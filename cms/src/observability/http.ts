// The CMS's request log and Prometheus metrics (docs/decisions/0044), for cms/server.mjs, which
// Node runs without types: no TypeScript-only syntax, and the shared modules by the package's own
// name (a relative import would need its `.ts`, which the type check refuses).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientWentAway, loggablePath, logOptions, readableLines } from '@storefront/rules/logging'
import { METRICS_PATH, createRouteLabels, metricsAuthorized } from '@storefront/rules/metrics.server'
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/rules/request-id'
import pg from 'pg'
import pino from 'pino'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

const production = process.env.NODE_ENV === 'production'

/** The CMS server's log: JSON lines in production, short readable lines in dev. */
export const logger = pino(
  logOptions('cms', process.env.LOG_LEVEL, process.env.INSTANCE_ID),
  production ? pino.destination({ dest: 1, sync: false }) : readableLines((line) => process.stdout.write(line)),
)

const registry = new Registry()
registry.setDefaultLabels({ service: 'cms' })
collectDefaultMetrics({ register: registry })

const labelNames = ['method', 'route', 'status']
const requestsTotal = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status', labelNames, registers: [registry] })
const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})
// Every 429 the CMS sends is one of its rate limits refusing (the serial check, consumer writes,
// uploads, estimates, warranty and transfer codes): counted where they all leave, by route.
const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route',
  labelNames: ['route'],
  registers: [registry],
})

let jobsPool: pg.Pool | undefined
new Gauge({
  name: 'payload_jobs_pending',
  help: 'Jobs in the Payload queue not yet completed nor failed (status mails), read at scrape time',
  labelNames: ['queue'],
  registers: [registry],
  async collect() {
    this.reset()
    jobsPool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 2_000, query_timeout: 2_000 })
    try {
      const { rows } = await jobsPool.query<{ queue: string | null; pending: number }>(
        'SELECT queue, count(*)::int AS pending FROM payload_jobs WHERE completed_at IS NULL AND NOT coalesce(has_error, false) GROUP BY queue',
      )
      for (const row of rows) this.set({ queue: row.queue ?? 'default' }, row.pending)
    } catch (error) {
      // Left out of this scrape (absent, not zero), so an alert on it notices.
      logger.warn({ err: error }, 'could not count the pending jobs')
    }
  },
})

const routeLabel = createRouteLabels()

// Polled by load balancers and by every storefront instance each second: counted, not logged.
const UNLOGGED = /^\/api\/(?:health(?:\/.*)?|content-version)$/

/**
 * Answers GET /metrics for the scraper holding METRICS_TOKEN and returns true; false for every
 * other request, which Next then answers (a 404 that does not say an endpoint is there).
 */
export function answeredMetrics(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== METRICS_PATH) return false
  if (!metricsAuthorized(request.headers.authorization, process.env.METRICS_TOKEN)) return false
  registry.metrics().then(
    (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
    (error: unknown) => {
      logger.error({ err: error }, 'metrics failed')
      response.writeHead(500).end()
    },
  )
  return true
}

/**
 * Gives `request` its id (the storefront's X-Request-Id when sane, else a new one), returns it on
 * the response, and logs and counts the request once its answer is sent or its client has gone.
 * Outside production Next prints its own line per request: this one only counts.
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = performance.now()
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER])
  // What Payload's handlers see is the sanitised id.
  request.headers[REQUEST_ID_HEADER] = requestId
  response.setHeader(REQUEST_ID_HEADER, requestId)
  response.once('close', () => {
    const durationMs = Math.round(performance.now() - started)
    const path = request.url ?? '/'
    const pathname = path.split('?', 1)[0] ?? '/'
    const method = request.method ?? 'GET'
    const status = response.statusCode
    const labels = { method, route: routeLabel(pathname, status), status: String(status) }
    requestsTotal.inc(labels)
    requestSeconds.observe(labels, durationMs / 1000)
    if (status === 429) rateLimitRefusals.inc({ route: labels.route })
    if (!production || (UNLOGGED.test(pathname) && status < 500)) return
    const aborted = !response.writableFinished
    const fields = { requestId, method, path: loggablePath(path), status, durationMs, ...(aborted && { aborted }) }
    logger[status >= 500 ? 'warn' : 'info'](fields, 'request')
  })
}

export { clientWentAway }
