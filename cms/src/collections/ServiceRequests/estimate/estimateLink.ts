// The mail's link to answer an estimate without signing in: it names the request and the estimate
// (its nonce), lasts ESTIMATE_LINK_DAYS from when the estimate was sent, and is signed with the
// CMS's secret. One use: once answered, the estimate takes no other answer (estimateEndpoints).
import { z } from 'zod'
import { env } from '@/env'
import { ESTIMATE_LINK_DAYS } from '@/shared/estimate'
import { readSignedToken, signedToken, type SignedTokenCheck } from '@/shared/hmac.server'

const DAY_MS = 24 * 60 * 60 * 1000

const claims = z.object({
  // What the token is for: no other value signed with the same secret passes for one.
  use: z.literal('estimate'),
  id: z.number().int().positive(),
  nonce: z.string().min(1).max(64),
  exp: z.number().int(),
})
export type EstimateClaims = { id: number; nonce: string }

export function estimateToken({ id, nonce }: EstimateClaims, sentAt: string, secret = env.PAYLOAD_SECRET): string {
  return signedToken({ use: 'estimate', id, nonce, exp: Math.floor((Date.parse(sentAt) + ESTIMATE_LINK_DAYS * DAY_MS) / 1000) }, secret)
}

export const verifyEstimateToken = (token: unknown, secret = env.PAYLOAD_SECRET, now = Date.now()): SignedTokenCheck<z.output<typeof claims>> =>
  readSignedToken(token, claims, secret, now)
