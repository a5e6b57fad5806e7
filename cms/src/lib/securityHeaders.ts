// The CMS's security headers (docs/decisions/0015). next.config.ts sends the common ones on every
// response; src/proxy.ts adds the Content-Security-Policy with a fresh nonce per request, which
// Next stamps on its own inline scripts.

/** Monaco, the editor of JSON fields (survey answers), which Payload loads from this CDN path. */
const MONACO = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/**
 * The admin panel's policy. Scripts: our own files and Next's inline scripts carrying the nonce.
 * Styles may be inline: Payload's root layout writes a <style> without a nonce and its UI
 * libraries (react-select, Monaco) insert style elements while running.
 */
export function adminPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return serialise({
    'default-src': ["'self'"],
    // Next's dev server evaluates modules for Fast Refresh; a production build needs no eval.
    'script-src': ["'self'", `'nonce-${nonce}'`, MONACO, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", MONACO],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:', MONACO],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nothing frames the admin (draft preview opens the storefront in a new tab, docs/decisions/0010).
    'frame-ancestors': ["'none'"],
  })
}

/** The REST API, uploaded files, health: no document there may run or frame anything. */
export const API_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] })

export const COMMON_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The admin needs none of these.
  'Permissions-Policy': 'geolocation=(), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), browsing-topics=()',
}

/** HSTS: production over https only (a browser keeps it for the host for a year). */
export const HSTS = 'max-age=31536000; includeSubDomains'

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}
