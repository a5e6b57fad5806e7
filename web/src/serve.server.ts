import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { withSecurityHeaders } from './features/security/security-headers.server'
import app from './server'

// The production server, built to <WEB_OUTPUT_DIR>/server/index.mjs: files of the client build
// from <WEB_OUTPUT_DIR>/client, everything else to TanStack Start.

const clientDir = fileURLToPath(new URL('../client', import.meta.url))
// Build assets carry a content hash in their name, so browsers may keep them for good.
const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const otherFiles = staticMiddleware({ dir: clientDir })

serve({
  port: process.env.PORT ?? 3000,
  // Idle keep-alive connections outlive a load balancer's or client's (cms/server.mjs says why).
  node: { keepAliveTimeout: 65_000, headersTimeout: 66_000 },
  middleware: [
    async (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return withSecurityHeaders(await hashedAssets(request, next))
      // Only a name with an extension (favicon.svg) can be a file: pages skip the disk lookup.
      // Pages and everything else get their headers in ./server.
      return /\.\w+$/.test(pathname) ? withSecurityHeaders(await otherFiles(request, next)) : next()
    },
  ],
  fetch: app.fetch,
})
