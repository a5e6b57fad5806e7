import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

// Per-client limits on sign-in, registration and password reset (docs/decisions/0013). Kept in
// this instance's memory: with N storefront instances a client gets up to N times the budget.

export type LimitedAction = 'sign-in' | 'register' | 'reset'

interface Limit {
  points: number
  /** Window in seconds. */
  duration: number
}

export interface ActionLimits {
  /** All attempts from one client address. */
  perClient: Limit
  /** Attempts from one client address on one e-mail address: guessing one account's password. */
  perAccount?: Limit
}

export const AUTH_LIMITS: Record<LimitedAction, ActionLimits> = {
  // Successful sign-ins give their points back: the limits count failures (and abandoned tries).
  'sign-in': { perClient: { points: 50, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
  register: { perClient: { points: 20, duration: 60 * 60 } },
  reset: { perClient: { points: 30, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
}

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number }

export const normaliseAccount = (email: string) => email.trim().toLowerCase()

export function createAuthLimiter(limits: Record<LimitedAction, ActionLimits> = AUTH_LIMITS) {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([action, { perClient, perAccount }]) => [
      action,
      {
        perClient: new RateLimiterMemory({ keyPrefix: `${action}:client`, ...perClient }),
        perAccount: perAccount && new RateLimiterMemory({ keyPrefix: `${action}:account`, ...perAccount }),
      },
    ]),
  ) as Record<LimitedAction, { perClient: RateLimiterMemory; perAccount?: RateLimiterMemory }>

  const accountKey = (client: string, account: string) => `${client}|${normaliseAccount(account)}`

  return {
    /** Counts one attempt; refused once the client (or the client on this account) used its budget. */
    async admit(action: LimitedAction, client: string, account?: string): Promise<Admission> {
      const { perClient, perAccount } = limiters[action]
      try {
        await perClient.consume(client)
        if (perAccount && account) await perAccount.consume(accountKey(client, account))
        return { ok: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    },

    /** A successful sign-in: its attempt does not count, and the account's failures are forgiven. */
    async succeeded(action: LimitedAction, client: string, account?: string | null) {
      const { perClient, perAccount } = limiters[action]
      await perClient.reward(client, 1)
      if (perAccount && account) await perAccount.delete(accountKey(client, account))
    },
  }
}
