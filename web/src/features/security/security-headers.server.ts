import { randomBytes } from 'node:crypto'
import { serverEnv } from '~/env.server'
import { commonHeaders, type InlineHashes, NON_PAGE_POLICY, pagePolicy, type PolicyConfig } from './content-security-policy'

// Applies the security headers (docs/decisions/0015) to every response of the storefront's
// server: pages, server functions, API routes and, in production, the static files.

/** 128 random bits, fresh per page: the CSP nonce the router stamps on its scripts. */
export const newNonce = () => randomBytes(16).toString('base64')

let config: PolicyConfig | undefined
function policyConfig(): PolicyConfig {
  if (config) return config
  const env = serverEnv()
  config = {
    authEmulatorHost: env.firebase.emulatorHost,
    analytics: Boolean(env.firebase.appId && env.firebase.measurementId),
    production: import.meta.env.PROD,
    siteUrl: env.siteUrl,
    postcode: env.postcode,
    portOneSdkUrl: env.portOneSdkUrl,
  }
  return config
}

/**
 * Sets the headers on `response`. An HTML response gets the page policy with `inline`: the nonce
 * the page was rendered with, or the hashes of a shared page's inline elements (docs/decisions/0023);
 * anything else a policy that allows nothing. The dev server (Vite's own
 * inline scripts and websocket) gets no CSP, only the other headers.
 */
export function withSecurityHeaders(response: Response, inline?: string | InlineHashes): Response {
  // Already done: a static-file lookup that fell through to the app (a page or route).
  if (response.headers.has('permissions-policy')) return response
  const config = policyConfig()
  const headers: Record<string, string> = commonHeaders(config)
  if (config.production) {
    const html = response.headers.get('content-type')?.startsWith('text/html')
    headers['Content-Security-Policy'] = html && inline ? pagePolicy(config, inline) : NON_PAGE_POLICY
  }
  let target = response
  try {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value)
  } catch {
    // Immutable headers (a response passed through from fetch): copy it once, then set.
    target = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value)
  }
  return target
}
