import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { startDraining } from './features/health/lifecycle.server'
import { unreadableAddressResponse } from './features/http/unreadable-address.server'
import { withSecurityHeaders } from './features/security/security-headers.server'
import app from './server'

// The production server, built to <WEB_OUTPUT_DIR>/server/index.mjs: files of the client build
// from <WEB_OUTPUT_DIR>/client, everything else to TanStack Start.

const clientDir = fileURLToPath(new URL('../client', import.meta.url))
// Build assets carry a content hash in their name, so browsers may keep them for good.
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const otherFiles = staticMiddleware({ dir: clientDir })

const server = serve({
  port: process.env.PORT ?? 3000,
  // Our own shutdown below: srvx's is off whenever CI is set, and does not drain first.
  gracefulShutdown: false,
  // Idle keep-alive connections outlive a load balancer's or client's (cms/server.mjs says why).
  node: { keepAliveTimeout: 65_000, headersTimeout: 66_000 },
  middleware: [
    async (request, next) => {
      const { pathname } = new URL(request.url)
      const unreadable = unreadableAddressResponse(pathname)
      if (unreadable) return withSecurityHeaders(unreadable)
      if (pathname.startsWith('/assets/')) return withSecurityHeaders(await hashedAssets(request, next))
      // Only a name with an extension (favicon.svg) can be a file: pages skip the disk lookup.
      // Pages and everything else get their headers in ./server.
      return /\.\w+$/.test(pathname) ? withSecurityHeaders(await otherFiles(request, next)) : next()
    },
  ],
  fetch: app.fetch,
})

// On SIGTERM (a deployment replacing this replica) or Ctrl-C: say "not ready" and keep serving for
// SHUTDOWN_DELAY_MS, long enough for the load balancer's health checks to take this replica out
// (2 s behind the replicas command's HAProxy); then stop accepting connections, let the requests in
// flight finish (at most SHUTDOWN_TIMEOUT_MS) and leave. No request the balancer sent is dropped.
const SHUTDOWN_DELAY_MS = Number(process.env.SHUTDOWN_DELAY_MS) || 0
const SHUTDOWN_TIMEOUT_MS = 25_000
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    startDraining()
    setTimeout(() => process.exit(0), SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS).unref()
    void sleep(SHUTDOWN_DELAY_MS)
      .then(() => server.close())
      .finally(() => process.exit(0))
  })
}
