// MACs one of our servers makes and the other checks within the same request: the session receipt
// and the client receipt (and the reader of the estimate's links mailed before they became JWTs,
// estimate/legacyEstimateLink.ts). Links that carry their own credential (the draft-preview token,
// the estimate's link) are JWTs, in jwt.server.ts (docs/decisions/0050). Shared by both servers:
// keep it free of Payload and Next imports.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** A signing secret from the environment: at least 32 characters (an HMAC-SHA256 key, for these MACs and the HS256 JWTs alike). */
export const signingSecret = z.string().min(32, 'must be at least 32 characters')

/** HMAC-SHA256 of `text`, base64url. */
export const hmacOf = (text: string, secret: string): string => createHmac('sha256', secret).update(text).digest('base64url')

/** Whether `signature` is `text`'s HMAC under `secret`, compared in constant time. */
export function isHmacOf(signature: string, text: string, secret: string): boolean {
  const expected = Buffer.from(hmacOf(text, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
