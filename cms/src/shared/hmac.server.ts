// Values one of our servers signs and the other (or itself, later) checks: the draft-preview token
// and the session receipt. Shared by both servers: keep it free of Payload and Next imports.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** A signing secret from the environment: at least 32 characters (an HMAC-SHA256 key). */
export const signingSecret = z.string().min(32, 'must be at least 32 characters')

/** HMAC-SHA256 of `text`, base64url. */
export const hmacOf = (text: string, secret: string): string => createHmac('sha256', secret).update(text).digest('base64url')

/** Whether `signature` is `text`'s HMAC under `secret`, compared in constant time. */
export function isHmacOf(signature: string, text: string, secret: string): boolean {
  const expected = Buffer.from(hmacOf(text, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
