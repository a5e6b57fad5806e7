// The CMS's HTTP server: Next's own request handler behind a plain node:http server, for one
// thing `next start` and `next dev` do not give a route handler: the address of the socket the
// request came in on. Next only writes it into X-Forwarded-For when that header is missing, so a
// client that sends the header itself would pick its own rate-limit key (docs/decisions/0032).
// Every request gets PEER_ADDRESS_HEADER set here, over anything the client sent under that name.
// And a body is read no further than MAX_BODY_BYTES: Next and Payload hold a JSON body whole in
// memory, however large a script makes it (docs/decisions/0032).
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import next from 'next'
// Node runs TypeScript without types (the rules are linked from the workspace, not copied under
// node_modules, where Node would refuse): the one definition of the header's name and the bound.
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from '@storefront/rules/body-limits'
import { PEER_ADDRESS_HEADER } from '@storefront/rules/client-address'
import { finishLeaving, setWarming, startDraining } from '@storefront/rules/lifecycle.server'
import { answeredMetrics, clientWentAway, logger, observeRequest } from './src/observability/http.ts'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3001)

// The image holds the build, not next.config.ts (loading it takes packages and Next's compiler that
// Next's trace leaves out): Next is given the config the build recorded, as the server.js of its
// standalone output does (cms/Dockerfile).
if (!dev && !existsSync(join(import.meta.dirname, 'next.config.ts'))) {
  const recorded = join(import.meta.dirname, '.next/required-server-files.json')
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(recorded, 'utf8')).config)
}

const app = next({ dev, turbopack: dev, dir: import.meta.dirname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * A body declared larger than the bound is refused before any of it is read; one sent without a
 * length (chunked) is counted as it arrives and its connection closed once past the bound, as no
 * answer can be sent any more while Next is already reading it.
 */
function boundBody(request, response) {
  if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
    // Node discards the unread rest without keeping it.
    response.writeHead(413, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    response.end(JSON.stringify({ errors: [{ message: BODY_TOO_LARGE_MESSAGE }] }))
    return false
  }
  if (request.headers['content-length'] === undefined) {
    let read = 0
    const push = request.push
    request.push = function (chunk, encoding) {
      read += chunk?.length ?? 0
      if (read <= MAX_BODY_BYTES) return push.call(this, chunk, encoding)
      request.socket.destroy()
      return false
    }
  }
  return true
}

const server = createServer(async (request, response) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown'
  // GET /metrics for the scraper with METRICS_TOKEN; every other request gets an id, a log line
  // and its count (docs/decisions/0044).
  if (answeredMetrics(request, response)) return
  observeRequest(request, response)
  if (!boundBody(request, response)) return
  try {
    await handle(request, response)
  } catch (error) {
    // A client that left before its body was read (the start-up health check giving up while
    // Next compiles): one quiet line, not a stack trace.
    if (clientWentAway(error)) logger.debug({ path: request.url?.split('?', 1)[0] }, 'client went away')
    else logger.error({ err: error, requestId: request.headers['x-request-id'] }, 'request failed')
    if (!response.headersSent) response.writeHead(500).end()
  }
})
// An idle keep-alive connection stays open longer than a load balancer or client keeps one (60 s is
// common): the side that closes must be the one that sends, or a request sent on a connection the
// server is closing that instant is lost (ECONNRESET, a 502 behind a proxy). Node's default is 5 s.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Next's dev server reloads the admin panel over a WebSocket.
const upgrade = app.getUpgradeHandler()
server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head))
server.listen(port, () => {
  console.log(`[cms] ${dev ? 'dev' : 'production'} server on http://localhost:${port}`)
  if (!dev) void warmUp()
})

/**
 * The first render of the admin panel loads its modules and builds its client configuration with
 * the event loop held (about a second alone, three under load), and the storefront's calls that
 * arrive meanwhile time out. The server renders the login page once for itself before it says it
 * is ready (GET /api/health/ready), so that cost is paid before any traffic is sent to it.
 */
async function warmUp() {
  setWarming(true)
  const started = Date.now()
  try {
    const response = await fetch(`http://127.0.0.1:${port}/admin/login`, { headers: { 'x-request-id': 'warm-up' }, signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
    logger.info({ status: response.status, durationMs: Date.now() - started }, 'admin panel warmed up')
  } catch (error) {
    logger.warn({ err: error }, 'admin panel warm-up failed: ready without it')
  } finally {
    setWarming(false)
  }
}

// On SIGTERM (a deployment replacing this replica) or Ctrl-C: say "not ready" and keep serving for
// SHUTDOWN_DELAY_MS, long enough for the load balancer's health checks to take this replica out
// (2 s behind the replicas command's HAProxy); then stop accepting connections, finish what is in
// flight (at most 25 s), write what is still waiting (the access records) and leave, as `next start` does.
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS) || 0
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    startDraining()
    setTimeout(() => process.exit(0), SHUTDOWN_DELAY_MS + 25_000).unref()
    setTimeout(() => {
      server.close(
        () =>
          void app
            .close()
            .finally(finishLeaving)
            .finally(() => process.exit(0)),
      )
      server.closeIdleConnections()
    }, SHUTDOWN_DELAY_MS)
  })
}
