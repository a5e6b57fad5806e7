// Links that carry their own credential (docs/decisions/0050): the draft-preview token and the
// estimate's mail link. Standard JWTs made and checked by jose: HS256 under one of our signing
// secrets, an `exp` claim, and a `typ` header naming what the token is for, which the reader
// requires, so no token made for one purpose passes for another even under the same secret.
// Shared by both servers: keep it free of Payload and Next imports.
import { errors, jwtVerify, type JWTVerifyResult, SignJWT } from 'jose'
import type { z } from 'zod'

/** What a token is for: its `typ` header is `<purpose>+jwt` (RFC 8725, explicit typing). */
export type TokenPurpose = 'preview' | 'estimate' | 'refusal'

const typOf = (purpose: TokenPurpose) => `${purpose}+jwt`
const keyOf = (secret: string) => new TextEncoder().encode(secret)

/** `claims` as an HS256 JWT for `purpose`, signed with `secret`, expiring at `exp` (seconds since the epoch). */
export const signToken = (purpose: TokenPurpose, claims: Record<string, unknown>, exp: number, secret: string): Promise<string> =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: typOf(purpose) })
    .setExpirationTime(exp)
    .sign(keyOf(secret))

export type SignedTokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' }

/**
 * The claims of a token `secret` signed for `purpose`, when `schema` takes them and their `exp`
 * (seconds since the epoch) is still ahead of `now`: 'expired' when only the time is wrong,
 * 'invalid' for anything else (another key, purpose or algorithm, a change, a malformed token).
 */
export async function readToken<T extends { exp: number }>(
  token: unknown,
  purpose: TokenPurpose,
  schema: z.ZodType<T>,
  secret: string,
  now = Date.now(),
): Promise<SignedTokenCheck<T>> {
  if (typeof token !== 'string' || !token) return { ok: false, reason: 'invalid' }
  let verified: JWTVerifyResult
  try {
    verified = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], typ: typOf(purpose), requiredClaims: ['exp'], currentDate: new Date(now) })
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
  const parsed = schema.safeParse(verified.payload)
  return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' }
}
