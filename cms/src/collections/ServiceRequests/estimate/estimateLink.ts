// The mail's link to answer an estimate without signing in: it names the request and the estimate
// (its nonce), lasts ESTIMATE_LINK_DAYS from when the estimate was sent, and is signed with the
// CMS's secret. One use: once answered, the estimate takes no other answer (estimateEndpoints).
// A JWT for the purpose 'estimate' (@storefront/rules/jwt.server, docs/decisions/0050); a link mailed in the
// format before it is still read by legacyEstimateLink.ts until it expires.
import { z } from 'zod'
import { env } from '@/env'
import { ESTIMATE_LINK_DAYS } from '@storefront/rules/estimate'
import { readToken, type SignedTokenCheck, signToken } from '@storefront/rules/jwt.server'
import { isLegacyEstimateToken, readLegacyEstimateToken } from './legacyEstimateLink'

const DAY_MS = 24 * 60 * 60 * 1000

// What the token is for is its `typ` header, which readToken requires: no other token signed with
// the same secret passes for one.
const claims = z.object({
  id: z.number().int().positive(),
  nonce: z.string().min(1).max(64),
  exp: z.number().int(),
})
export type EstimateClaims = { id: number; nonce: string }

export const estimateToken = ({ id, nonce }: EstimateClaims, sentAt: string, secret = env.PAYLOAD_SECRET): Promise<string> =>
  signToken('estimate', { id, nonce }, Math.floor((Date.parse(sentAt) + ESTIMATE_LINK_DAYS * DAY_MS) / 1000), secret)

export const verifyEstimateToken = (token: unknown, secret = env.PAYLOAD_SECRET, now = Date.now()): Promise<SignedTokenCheck<z.output<typeof claims>>> =>
  isLegacyEstimateToken(token) ? Promise.resolve(readLegacyEstimateToken(token, secret, now)) : readToken(token, 'estimate', claims, secret, now)
