// Values one of our servers signs and the other (or itself, later) checks: the draft-preview token,
// the session receipt, the estimate's link. Shared by both servers: keep it free of Payload and Next imports.
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

/** `claims` as a token: their JSON in base64url, a dot, and its HMAC under `secret`. */
export function signedToken(claims: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${hmacOf(body, secret)}`
}

export type SignedTokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' }

/** The claims of a token `secret` signed, when `schema` takes them and their `exp` (seconds since the epoch) is still ahead. */
export function readSignedToken<T extends { exp: number }>(token: unknown, schema: z.ZodType<T>, secret: string, now = Date.now()): SignedTokenCheck<T> {
  const [body, signature, extra] = (typeof token === 'string' ? token : '').split('.')
  if (!body || !signature || extra !== undefined || !isHmacOf(signature, body, secret)) return { ok: false, reason: 'invalid' }
  let parsed: ReturnType<typeof schema.safeParse>
  try {
    parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  if (parsed.data.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims: parsed.data }
}
