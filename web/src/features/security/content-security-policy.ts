// The storefront's Content-Security-Policy and other security headers (docs/decisions/0015).
// Pure: the values depend on the configuration and the request's nonce only.

export interface PolicyConfig {
  /** Firebase Auth Emulator `host:port` on a local run; unset: Google's identity endpoints. */
  authEmulatorHost?: string
  /** Google Analytics for Firebase is configured (FIREBASE_APP_ID and FIREBASE_MEASUREMENT_ID). */
  analytics: boolean
  /** A production build: HSTS (when the site is https). */
  production: boolean
  /** The site's public origin, e.g. https://www.example.kr. */
  siteUrl: string
  /**
   * The postcode search (docs/decisions/0059): the script's URL, whose origin may serve the page
   * scripts (it loads its versioned core from there), and the origin of the search page it frames.
   */
  postcode: { scriptUrl: string; frameOrigin: string }
  /** PortOne's browser SDK (본인인증), or the stand-in's on a local run: its origin may serve scripts. */
  portOneSdkUrl?: string
}

// Firebase Auth's REST endpoints (the web SDK signs in, registers and sends mails through them).
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
// reCAPTCHA Enterprise, which the Auth SDK loads itself when the project enforces it.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
const RECAPTCHA_CONNECT = ['https://www.google.com/recaptcha/']
// Google Analytics for Firebase: gtag.js, its collection endpoints, and the Firebase config and
// installation services the Analytics SDK calls (Google's published CSP guidance for GA4).
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com']
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
]
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']
// PortOne's own SDK calls its API and may frame the carrier's window on its domains; the stand-in
// sends the whole page there instead (a navigation, which the policy does not govern).
const PORTONE_HOSTS = ['https://*.portone.io']

/** SHA-256 sources (`'sha256-…'`) of the inline scripts and styles of a page shared between visitors (0023). */
export interface InlineHashes {
  scripts: string[]
  styles: string[]
}

/**
 * The policy of an HTML page. `inline` is the nonce (fresh per response, stamped on every script
 * the router renders), or for a page shared between visitors the hashes of its inline elements.
 */
export function pagePolicy(config: PolicyConfig, inline: string | InlineHashes): string {
  const scriptSources = typeof inline === 'string' ? [`'nonce-${inline}'`] : inline.scripts
  const styleSources = typeof inline === 'string' ? [`'nonce-${inline}'`] : inline.styles
  // The Auth Emulator on a local run, Google's identity endpoints otherwise: never both.
  const auth = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : [...FIREBASE_AUTH, ...RECAPTCHA_CONNECT]
  const analytics = config.analytics
  const postcodeScripts = new URL(config.postcode.scriptUrl).origin
  const portOneSdk = config.portOneSdkUrl ? new URL(config.portOneSdkUrl) : null
  const portOne = portOneSdk?.hostname.endsWith('.portone.io') ? PORTONE_HOSTS : []
  return serialise({
    'default-src': ["'self'"],
    // No 'strict-dynamic': scripts that other scripts add must still come from a listed host.
    'script-src': [
      "'self'",
      ...scriptSources,
      ...(config.authEmulatorHost ? [] : RECAPTCHA_SCRIPTS),
      ...(analytics ? ANALYTICS_SCRIPTS : []),
      postcodeScripts,
      ...(portOneSdk ? [portOneSdk.origin] : []),
    ],
    // Stylesheets are our own files; style attributes (a spinner's size, CMS rich text alignment)
    // cannot run script and are allowed.
    'style-src': ["'self'", ...styleSources],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS_IMAGES : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...auth, ...(analytics ? ANALYTICS_CONNECT : []), ...portOne],
    'frame-src': [...(config.authEmulatorHost ? [] : RECAPTCHA_FRAMES), config.postcode.frameOrigin, ...portOne],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // Kakao login is a link to our own /auth/kakao, which redirects: no form leaves the site.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** Anything that is not a page (JSON, images, files): nothing may run or frame it. */
export const NON_PAGE_POLICY = serialise({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] })

/**
 * The headers every response carries. Geolocation (the shop finder's "near me") and the camera
 * (device registration scans barcodes) for this site only; everything else that asks is off.
 */
export function commonHeaders(config: Pick<PolicyConfig, 'production' | 'siteUrl'>): Record<string, string> {
  const headers: Record<string, string> = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  // Only production, and only over https: a browser remembers HSTS for the whole host for a year.
  if (config.production && config.siteUrl.startsWith('https:')) {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}
