import { randomBytes, timingSafeEqual } from 'node:crypto'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'

// The OAuth `state` that binds a Kakao login to the browser that started it (RFC 6749 §10.12):
// a random value in a short-lived httpOnly cookie, checked against what Kakao sends back. The
// cookie also carries where to go afterwards. No I/O here, so it can be tested directly.

export const STATE_COOKIE = 'kakao_oauth'
export const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60
/** Only the Kakao routes need it. */
export const STATE_COOKIE_PATH = '/auth/kakao'

const STATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/

export interface LoginAttempt {
  state: string
  redirectTo: string
}

/** A fresh random state (256 bits, base64url). */
export function newState(): string {
  return randomBytes(32).toString('base64url')
}

export function encodeAttempt({ state, redirectTo }: LoginAttempt): string {
  return `${state}.${Buffer.from(safeRedirectTarget(redirectTo)).toString('base64url')}`
}

/** The attempt a cookie describes, or null for anything we did not write. */
export function decodeAttempt(cookie: string | undefined): LoginAttempt | null {
  if (!cookie) return null
  const [state, target, ...rest] = cookie.split('.')
  if (rest.length || !state || !STATE_PATTERN.test(state) || target === undefined) return null
  // Sanitized again: a cookie is input like any other.
  return { state, redirectTo: safeRedirectTarget(Buffer.from(target, 'base64url').toString('utf8')) }
}

/** Whether Kakao's `state` is the one this browser's cookie holds (compared in constant time). */
export function stateMatches(attempt: LoginAttempt | null, returned: unknown): attempt is LoginAttempt {
  if (!attempt || typeof returned !== 'string') return false
  const expected = Buffer.from(attempt.state)
  const actual = Buffer.from(returned)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
