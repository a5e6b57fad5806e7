// The storefront checks a consumer's session cookie with Firebase on every request (signature,
// expiry, revocation: a round trip to Firebase), then forwards the cookie to the CMS, which would
// make the same round trip for the same answer. So the storefront sends beside the cookie a receipt:
// when it checked that cookie, signed with SESSION_RECEIPT_SECRET. A fresh receipt stands for the
// CMS's revocation check; the CMS still checks the cookie's signature and expiry, which needs no
// round trip (docs/decisions/0028). Shared by both servers as `@storefront/rules/session-receipt.server`:
// keep it free of Payload and Next imports.
import { hmacOf, isHmacOf } from './hmac.server'

/** The header that carries the receipt, beside `X-Firebase-Session`. */
export const SESSION_RECEIPT_HEADER = 'x-session-receipt'

/**
 * How long after the storefront's check its receipt stands: longer than any request of the
 * storefront's takes to reach the CMS, and the longest a session revoked meanwhile still works.
 */
export const SESSION_RECEIPT_SECONDS = 30

/** Used only when LOCAL_RUN=1, by both servers alike, so a checkout runs without setup. */
export const LOCAL_SESSION_RECEIPT_SECRET = 'storefront-local-only-session-receipt-secret-0123'

// What is signed names its use, so no other signed value can pass for a receipt.
const signedText = (checkedAt: number, cookie: string) => `session-receipt.${checkedAt}.${cookie}`

/** A receipt for `cookie`, checked with Firebase at `checkedAt` (milliseconds). */
export function createSessionReceipt(cookie: string, secret: string, checkedAt = Date.now()): string {
  const seconds = Math.floor(checkedAt / 1000)
  return `${seconds}.${hmacOf(signedText(seconds, cookie), secret)}`
}

/** Whether `receipt` was signed with `secret` for this very `cookie`, within SESSION_RECEIPT_SECONDS of `now`. */
export function isFreshReceiptFor(cookie: string, receipt: string | null | undefined, secret: string, now = Date.now()): boolean {
  const [seconds, signature, extra] = (receipt ?? '').split('.')
  if (!/^\d{1,12}$/.test(seconds ?? '') || !signature || extra !== undefined) return false
  const age = now / 1000 - Number(seconds)
  // A second's grace the other way: the two servers' clocks.
  if (age < -1 || age > SESSION_RECEIPT_SECONDS) return false
  return isHmacOf(signature, signedText(Number(seconds), cookie), secret)
}
