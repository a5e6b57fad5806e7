import { clientWentAway, loggablePath } from '@storefront/rules/logging'
import { REQUEST_ID_HEADER, requestIdFrom } from '@storefront/rules/request-id'
import { logger } from './logger.server'
import { countRequest, metricsResponse } from './metrics.server'
import { withRequestId } from './request-context.server'

// Every request the storefront's server entry answers (docs/decisions/0044): one id (the caller's
// X-Request-Id when sane, else a new one) that every CMS call it makes carries and its response
// returns, one log line once answered, and its count and time in the metrics.

// Polled by load balancers and by each storefront instance every second: counted, not logged.
const UNLOGGED = /^\/api\/(?:health(?:\/.*)?|content-version)$/

/** The Node response under a production (srvx) request, whose close marks the end of the body. */
type NodeBacked = Request & { runtime?: { node?: { res?: import('node:http').ServerResponse } } }

export async function observedRequest(request: Request, serve: (request: Request) => Promise<Response>): Promise<Response> {
  const started = performance.now()
  const url = new URL(request.url)
  const metrics = await metricsResponse(request, url.pathname)
  if (metrics) return metrics

  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER))
  let response: Response
  try {
    response = await withRequestId(requestId, () => serve(request))
  } catch (error) {
    // A client gone before it was answered (in dev, the start-up health check giving up while Vite
    // compiles): counted as nginx's 499, a debug line, and no stack trace from the server below.
    if (clientWentAway(error) || request.signal.aborted) {
      finished(request, url, CLIENT_CLOSED, started, requestId)
      return new Response(null, { status: CLIENT_CLOSED })
    }
    finished(request, url, 500, started, requestId, error)
    throw error
  }
  response = withHeader(response, REQUEST_ID_HEADER, requestId)
  // In production the line waits for the body to be sent (or the client to leave); in dev, where
  // Vite serves the response, it is written once the response is ready.
  const nodeResponse = (request as NodeBacked).runtime?.node?.res
  if (nodeResponse && !nodeResponse.writableFinished) {
    const status = response.status
    nodeResponse.once('close', () => finished(request, url, status, started, requestId, undefined, !nodeResponse.writableFinished))
  } else finished(request, url, response.status, started, requestId)
  return response
}

/** The status nginx logs for a client that closed the connection before the answer. */
const CLIENT_CLOSED = 499

function finished(request: Request, url: URL, status: number, started: number, requestId: string, error?: unknown, aborted = false) {
  const durationMs = Math.round(performance.now() - started)
  countRequest(request.method, url.pathname, status, durationMs / 1000)
  if (UNLOGGED.test(url.pathname) && status < 500 && !error) return
  const fields = { requestId, method: request.method, path: loggablePath(url.pathname + url.search), status, durationMs, ...(aborted && { aborted }) }
  if (error) logger.error({ ...fields, err: error }, 'request failed')
  else if (status === CLIENT_CLOSED) logger.debug(fields, 'client went away')
  else logger[status >= 500 ? 'warn' : 'info'](fields, 'request')
}

/** `response` with `name` set; a copy when its headers are immutable (Response.redirect's). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}
