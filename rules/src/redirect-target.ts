import { decodedOrNull } from './percent-decoding'

const FALLBACK = '/'
const ORIGIN = 'https://storefront.invalid'

/**
 * Characters that look like or turn into a slash or backslash: some servers, proxies and mail
 * clients fold them (NFKC turns U+FF0F into `/`). No path of ours contains one.
 * U+0338 (a combining overlay) stands apart: in a character class it would join the character before it.
 */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\u3033\ufe68\uff0f\uff3c]|\u0338/

/**
 * Where to send the browser after sign-in (`redirect` of /login) or after a draft preview
 * (`exit` of /api/preview). Only a path on this site is followed; anything that could leave it
 * (`//host`, `/\host`, a scheme, the same hidden behind percent-encoding, control characters that
 * browsers strip, slash look-alikes, dot segments that collapse into `//`) becomes `/`. The path
 * comes back percent-encoded where it was not (`/가` → `/%EA%B0%80`), escapes kept as they were.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !isWellFormed(raw)) return FALLBACK
  const decoded = decodeAsciiEscapes(raw)
  if (decoded === undefined || !isPlainPath(raw) || !isPlainPath(decoded)) return FALLBACK
  const folded = safeDecode(decoded).normalize('NFKC')
  if (SLASH_LOOKALIKES.test(folded) || !isPlainPath(folded)) return FALLBACK
  const url = new URL(raw, ORIGIN)
  // `/..//host` resolves to the path `//host`: harmless here, but whoever reuses the path may not be.
  if (url.origin !== ORIGIN || url.pathname.startsWith('//') || new URL(decoded, ORIGIN).pathname.startsWith('//')) return FALLBACK
  // As the URL writes it: a Korean path (`/가`) goes into a Location header, which carries ASCII only.
  return url.pathname + url.search + url.hash
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    !/[\u0000-\u001f\u007f]/.test(path)
  )
}

/** Whether the router can decode it at all. */
const isWellFormed = (value: string): boolean => decodedOrNull(value) !== null

/**
 * Decodes the escapes of ASCII characters until none is left, so `%252F%252F` cannot smuggle
 * `//`. Only ASCII matters: every character that could leave the site is ASCII, while a literal
 * `%` in a legitimate path (`%25`) must not make the check fail. Undefined if it never settles.
 */
function decodeAsciiEscapes(value: string): string | undefined {
  let current = value
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    if (next === current) return current
    current = next
  }
  return undefined
}
