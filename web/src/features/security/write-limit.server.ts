import { createHash } from 'node:crypto'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, type Admission, type Limit, type LimiterFactory, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { getCookie } from '@tanstack/react-start/server'
import { adminAuth } from '~/features/auth/firebase-admin.server'
import { rateLimitRefusals } from '~/features/observability/metrics.server'
import { SESSION_COOKIE } from '~/features/auth/session-policy'
import { sharedLimiters } from '~/features/rate-limits/rate-limits.server'
import { requestClient } from '~/features/rate-limits/request-client.server'

// Every consumer write the storefront sends to the CMS (profile, closing the account, the new
// customer record, device registration, A/S requests and their cancelling or moving, trade-ins and
// their cancelling, survey answers) first passes these limits: per session and per account, the
// fine ones, and per client address, a ceiling a shop's hundred customers fit under
// (docs/decisions/0016, 0080; the numbers: docs/product.md#rate-limits; e2e/write-limits.spec.ts).

/** @public read by the fault runs' load (scripts/lib/fault-setup.mjs), which loads this module with Vite. */
export const WRITE_LIMITS = {
  perClient: limitOf(RATE_LIMITS.storefrontWrites.perAddress),
  perAccount: limitOf(RATE_LIMITS.storefrontWrites.perAccount),
  perSession: limitOf(RATE_LIMITS.storefrontWrites.perSession),
}

/** Who writes: the client address always, the account and its session when the cookie holds one. */
type Writer = { client: string; signedIn?: { uid: string; session: string } }

export function createWriteLimiter(limiter: LimiterFactory, limits: Record<keyof typeof WRITE_LIMITS, Limit> = WRITE_LIMITS) {
  const perClient = limiter('write:client', limits.perClient)
  const perAccount = limiter('write:account', limits.perAccount)
  const perSession = limiter('write:session', limits.perSession)
  /** Counts one write. The finest key first: writes it refuses count neither against the account nor the address. */
  return ({ client, signedIn }: Writer): Promise<Admission> => {
    const checks: Array<[ReturnType<LimiterFactory>, string]> = signedIn
      ? [
          // A hash: the cookie itself is a credential, and the table is no place for one.
          [perSession, createHash('sha256').update(signedIn.session).digest('base64url')],
          [perAccount, signedIn.uid],
        ]
      : []
    return admit([...checks, [perClient, client]])
  }
}

let limitWrite: ReturnType<typeof createWriteLimiter> | undefined

export type WriteRefusal = { ok: false; code: 'rate/limited'; message: string }

/** Null when the write may go ahead; otherwise the refusal to return to the form, in Korean. */
export async function limitConsumerWrite(): Promise<WriteRefusal | null> {
  limitWrite ??= createWriteLimiter(sharedLimiters())
  const admission = await limitWrite({ client: requestClient(), signedIn: await sessionOf() })
  if (!admission.ok) rateLimitRefusals.inc({ limit: 'write' })
  return admission.ok ? null : { ok: false, code: 'rate/limited', message: `요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}` }
}

/**
 * The account and session the session cookie names, checked locally (signature and expiry, no
 * call to Firebase): only keys for counting, so a made-up cookie gets none. The write itself
 * checks the session fully.
 */
async function sessionOf(): Promise<Writer['signedIn']> {
  const session = getCookie(SESSION_COOKIE)
  if (!session) return undefined
  try {
    return { uid: (await adminAuth().verifySessionCookie(session, false)).uid, session }
  } catch {
    return undefined
  }
}
