const FALLBACK = '/'
const ORIGIN = 'https://storefront.invalid'

/**
 * The `redirect` query of /login names where to go after sign-in. Only a path on this site is
 * followed; anything that could leave it (`//host`, `/\host`, a scheme, the same hidden behind
 * percent-encoding or control characters that browsers strip) becomes `/`.
 */
export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !isWellFormed(raw)) return FALLBACK
  const decoded = decodeAsciiEscapes(raw)
  if (decoded === undefined || !isPlainPath(raw) || !isPlainPath(decoded)) return FALLBACK
  const url = new URL(raw, ORIGIN)
  return url.origin === ORIGIN ? raw : FALLBACK
}

function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !/[\u0000-\u001f\u007f]/.test(path)
  )
}

/** Whether the router can decode it at all. */
function isWellFormed(value: string): boolean {
  try {
    decodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

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
