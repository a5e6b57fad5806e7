// The estimate's mail link as it was made before it became a JWT (docs/decisions/0050): base64url
// JSON `{ use: 'estimate', id, nonce, exp }`, a dot, and the HMAC-SHA256 of that text under
// PAYLOAD_SECRET. Nothing makes one any more; this reads those already mailed, until they expire.
//
// Delete this file (and its use in estimateLink.ts and its tests) once every old link has expired:
// ESTIMATE_LINK_DAYS (7) days after the change that made estimate links JWTs is deployed.
import { z } from 'zod'
import { isHmacOf } from '@storefront/rules/hmac.server'
import type { SignedTokenCheck } from '@storefront/rules/jwt.server'

const legacyClaims = z.object({
  // What the token was for: a draft-preview token of the old format (use: 'preview') never passes.
  use: z.literal('estimate'),
  id: z.number().int().positive(),
  nonce: z.string().min(1).max(64),
  exp: z.number().int(),
})
type LegacyEstimateClaims = Omit<z.output<typeof legacyClaims>, 'use'>

/** Whether `token` has the old format's shape (two parts; a JWT has three). */
export const isLegacyEstimateToken = (token: unknown): token is string => typeof token === 'string' && token.split('.').length === 2

/** The claims of an old-format estimate token `secret` signed, while its `exp` is still ahead of `now`. */
export function readLegacyEstimateToken(token: string, secret: string, now = Date.now()): SignedTokenCheck<LegacyEstimateClaims> {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || !isHmacOf(signature, body, secret)) return { ok: false, reason: 'invalid' }
  let parsed: ReturnType<typeof legacyClaims.safeParse>
  try {
    parsed = legacyClaims.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const { use: _use, ...claims } = parsed.data
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}
