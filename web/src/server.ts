import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { serverEnv } from './env.server'
import { isShareableRequest } from './features/http/public-pages.server'
import { finishResponse } from './features/http/page-response.server'
import { allowsIndexing } from './features/layout/site-meta'
import { newNonce } from './features/security/security-headers.server'

// Read the configuration as this module loads, i.e. when the server starts: a missing or unsafe
// setting (the Auth Emulator outside a local run) must stop it before it serves anyone.
const indexable = allowsIndexing({ production: import.meta.env.PROD, localRun: serverEnv().localRun })

const startHandler = createStartHandler(defaultStreamHandler)

export default createServerEntry({
  // Every page is rendered with a fresh CSP nonce, which reaches the router through the request
  // context (getRouter reads it, docs/decisions/0015). A public page for anyone then leaves with
  // hashes instead and cache headers a CDN can use (docs/decisions/0023); every response gets the
  // security headers.
  fetch: async (request) => {
    const cspNonce = newNonce()
    const shareable = isShareableRequest(request.method, new URL(request.url), request.headers.get('cookie'))
    const rendered = await startHandler(request, { context: { cspNonce } } as Parameters<typeof startHandler>[1])
    const response = await finishResponse(request, rendered, cspNonce, shareable)
    // Outside production even what has no robots meta tag (the sitemap, JSON) is kept out of search.
    if (!indexable) response.headers.set('X-Robots-Tag', 'noindex, nofollow')
    return response
  },
})
