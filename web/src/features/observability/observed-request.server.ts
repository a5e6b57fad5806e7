import { clientWentAway, loggablePath } from '@storefront/rules/logging'
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/rules/request-id'
import { withHeader } from './with-header'
import { logger } from './logger.server'
import { countRequest, metricsResponse } from './metrics.server'
import { type RequestContext, withRequestContext } from './request-context.server'

// Every request the storefront's server entry answers (docs/decisions/0044): one id (the caller's
// X-Request-Id when sane, else a new one) that every CMS call it makes carries and its response
// returns, its count and time in the metrics, and one log line once answered, except for a page
// the render cache already held, which is logged only when slow, failed or sampled (docs/decisions/0056).

// Polled by load balancers and by each storefront instance every second: counted, not logged.
const UNLOGGED = /^\/api\/(?:health(?:\/.*)?|content-version)$/

/** A page from the render cache answered within this is logged only by sample: ten times the p99 goal of 25 ms. */
export const SLOW_REQUEST_MS = 250
/** One in a hundred cached pages is logged, enough to follow the traffic's shape in the logs. */
const CACHED_PAGE_LOG_SAMPLE = 0.01

/** The Node response under a production (srvx) request, whose close marks the end of the body. */
type NodeBacked = Request & { runtime?: { node?: { res?: import('node:http').ServerResponse } } }

/**
 * Serves `request` through `serve`, observed as above. `sampled` says whether a page from the
 * render cache, answered in time, is logged all the same (a test fixes it).
 */
export async function observedRequest(
  request: Request,
  serve: (request: Request) => Promise<Response>,
  sampled: () => boolean = () => Math.random() < CACHED_PAGE_LOG_SAMPLE,
): Promise<Response> {
  const started = performance.now()
  const url = new URL(request.url)
  const metrics = await metricsResponse(request, url.pathname)
  if (metrics) return metrics

  const context: RequestContext = { requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)) }
  const answered = (status: number, error?: unknown, aborted = false) => finished({ request, url, status, started, context, sampled, error, aborted })
  let response: Response
  try {
    response = await withRequestContext(context, () => serve(request))
  } catch (error) {
    // A client gone before it was answered (in dev, the start-up health check giving up while Vite
    // compiles): counted as nginx's 499, a debug line, and no stack trace from the server below.
    if (clientWentAway(error) || request.signal.aborted) {
      answered(CLIENT_CLOSED)
      return new Response(null, { status: CLIENT_CLOSED })
    }
    answered(500, error)
    throw error
  }
  if (!context.idInResponse) response = withHeader(response, REQUEST_ID_HEADER, context.requestId)
  // In production the line waits for the body to be sent (or the client to leave); in dev, where
  // Vite serves the response, it is written once the response is ready.
  const nodeResponse = (request as NodeBacked).runtime?.node?.res
  if (nodeResponse && !nodeResponse.writableFinished) {
    const status = response.status
    nodeResponse.once('close', () => answered(status, undefined, !nodeResponse.writableFinished))
  } else answered(response.status)
  return response
}

/** The status nginx logs for a client that closed the connection before the answer. */
const CLIENT_CLOSED = 499

interface Answered {
  request: Request
  url: URL
  status: number
  started: number
  context: RequestContext
  sampled: () => boolean
  error?: unknown
  aborted: boolean
}

function finished({ request, url, status, started, context, sampled, error, aborted }: Answered) {
  const durationMs = Math.round(performance.now() - started)
  countRequest(request.method, url.pathname, status, durationMs / 1000)
  if (UNLOGGED.test(url.pathname) && status < 500 && !error) return
  const routine = context.fromRenderCache && status < 400 && !error && !aborted && durationMs < SLOW_REQUEST_MS
  if (routine && !sampled()) return
  const { requestId } = context
  const fields = { requestId, method: request.method, path: loggablePath(url.pathname + url.search), status, durationMs, ...(aborted && { aborted }) }
  if (error) logger.error({ ...fields, err: error }, 'request failed')
  else if (status === CLIENT_CLOSED) logger.debug(fields, 'client went away')
  else logger[status >= 500 ? 'warn' : 'info'](fields, 'request')
}
