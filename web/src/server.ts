import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { serverEnv } from './env.server'
import { newNonce, withSecurityHeaders } from './features/security/security-headers.server'

// Read the configuration as this module loads, i.e. when the server starts: a missing or unsafe
// setting (the Auth Emulator outside a local run) must stop it before it serves anyone.
serverEnv()

const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  // Every response leaves with the security headers; a page's CSP nonce reaches the router
  // through the request context (getRouter reads it, docs/decisions/0015).
  fetch: async (request) => {
    const cspNonce = newNonce()
    const response = await startHandler(request, { context: { cspNonce } } as Parameters<typeof startHandler>[1])
    return withSecurityHeaders(response, cspNonce)
  },
})
