// What the journey keeps between its steps (/device/register → /auth → /license): the checked
// serial and code, and the product it belongs to for showing. Kept in an httpOnly cookie, so a
// sign-up or a Kakao login on the way loses nothing. Never trusted: the CMS checks the serial and
// code again when the device is created.

import type { KeptRegistration } from './types'

export const KEPT_COOKIE = 'device-registration'
/** Long enough to create an account and find the receipt; short enough not to linger. */
export const KEPT_MAX_AGE_SECONDS = 60 * 60

export const encodeKept = (kept: KeptRegistration): string => Buffer.from(JSON.stringify(kept)).toString('base64url')

export function decodeKept(value: string | undefined): KeptRegistration | null {
  if (!value) return null
  try {
    const kept = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as KeptRegistration
    if (typeof kept?.serialNumber !== 'string' || typeof kept.product?.id !== 'number' || typeof kept.product.name !== 'string') return null
    return kept
  } catch {
    return null
  }
}
