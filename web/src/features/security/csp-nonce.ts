import { getGlobalStartContext } from '@tanstack/react-start'

/**
 * The nonce of the page being rendered on the server (src/server.ts puts it in the request
 * context). In the browser the router reads it back from the page's csp-nonce meta tag itself.
 */
export function cspNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  try {
    return (getGlobalStartContext() as { cspNonce?: string } | undefined)?.cspNonce
  } catch {
    // Outside a request (nothing to render): no nonce.
    return undefined
  }
}
