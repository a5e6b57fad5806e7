import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { getCookie } from '@tanstack/react-start/server'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { adminAuth } from '~/features/auth/firebase-admin.server'
import { rateLimitRefusals } from '~/features/observability/metrics.server'
import { SESSION_COOKIE } from '~/features/auth/session-policy'
import { sharedLimiters } from '~/features/rate-limits/rate-limits.server'
import { requestClient } from '~/features/rate-limits/request-client.server'

// Every consumer write the storefront sends to the CMS (profile, closing the account, the new
// customer record, device registration, A/S requests and their cancelling or moving, trade-ins and
// their cancelling, survey answers) first passes these limits, per client address and per account
// (docs/decisions/0016; e2e/write-limits.spec.ts).

/** @public read by the fault runs' load (scripts/lib/fault-setup.mjs), which loads this module with Vite. */
export const WRITE_LIMITS = {
  perClient: { points: 60, duration: 10 * 60 },
  perAccount: { points: 30, duration: 10 * 60 },
}

let limiters: { perClient: RateLimiterAbstract; perAccount: RateLimiterAbstract } | undefined

export type WriteRefusal = { ok: false; code: 'rate/limited'; message: string }

/** Null when the write may go ahead; otherwise the refusal to return to the form, in Korean. */
export async function limitConsumerWrite(): Promise<WriteRefusal | null> {
  limiters ??= {
    perClient: sharedLimiters()('write:client', WRITE_LIMITS.perClient),
    perAccount: sharedLimiters()('write:account', WRITE_LIMITS.perAccount),
  }
  const checks: Array<[RateLimiterAbstract, string]> = [[limiters.perClient, requestClient()]]
  const uid = await sessionUid()
  if (uid) checks.push([limiters.perAccount, uid])
  const admission = await admit(checks)
  if (!admission.ok) rateLimitRefusals.inc({ limit: 'write' })
  return admission.ok ? null : { ok: false, code: 'rate/limited', message: `요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}` }
}

/**
 * The account the session cookie names, checked locally (signature and expiry, no call to
 * Firebase): only a key for counting. The write itself checks the session fully.
 */
async function sessionUid(): Promise<string | undefined> {
  const cookie = getCookie(SESSION_COOKIE)
  if (!cookie) return undefined
  try {
    return (await adminAuth().verifySessionCookie(cookie, false)).uid
  } catch {
    return undefined
  }
}
