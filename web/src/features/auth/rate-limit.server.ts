import { admit, type Admission, type Limit, type LimiterFactory } from '@storefront/rules/rate-limits.server'

// Per-client limits on sign-in, registration and password reset, counted in PostgreSQL so every
// storefront replica shares them (docs/decisions/0016; the numbers: docs/decisions/0013).

export type LimitedAction = 'sign-in' | 'register' | 'reset'

export interface ActionLimits {
  /** All attempts from one client address. */
  perClient: Limit
  /** Attempts from one client address on one e-mail address: guessing one account's password. */
  perAccount?: Limit
}

const AUTH_LIMITS: Record<LimitedAction, ActionLimits> = {
  // Successful sign-ins give their points back: the limits count failures (and abandoned tries).
  'sign-in': { perClient: { points: 50, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
  register: { perClient: { points: 20, duration: 60 * 60 } },
  reset: { perClient: { points: 30, duration: 15 * 60 }, perAccount: { points: 5, duration: 15 * 60 } },
}

export type { Admission }

const normaliseAccount = (email: string) => email.trim().toLowerCase()

export function createAuthLimiter(limiter: LimiterFactory, limits: Record<LimitedAction, ActionLimits> = AUTH_LIMITS) {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([action, { perClient, perAccount }]) => [
      action,
      {
        perClient: limiter(`${action}:client`, perClient),
        perAccount: perAccount && limiter(`${action}:account`, perAccount),
      },
    ]),
  ) as Record<LimitedAction, { perClient: ReturnType<LimiterFactory>; perAccount?: ReturnType<LimiterFactory> }>

  const accountKey = (client: string, account: string) => `${client}|${normaliseAccount(account)}`

  return {
    /** Counts one attempt; refused once the client (or the client on this account) used its budget. */
    admit(action: LimitedAction, client: string, account?: string): Promise<Admission> {
      const { perClient, perAccount } = limiters[action]
      const checks: Array<[ReturnType<LimiterFactory>, string]> = [[perClient, client]]
      if (perAccount && account) checks.push([perAccount, accountKey(client, account)])
      return admit(checks)
    },

    /** A successful sign-in: its attempt does not count, and the account's failures are forgiven. */
    async succeeded(action: LimitedAction, client: string, account?: string | null) {
      const { perClient, perAccount } = limiters[action]
      await perClient.reward(client, 1)
      if (perAccount && account) await perAccount.delete(accountKey(client, account))
    },
  }
}
