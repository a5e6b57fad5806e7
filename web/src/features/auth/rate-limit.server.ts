import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, type Admission, type Limit, type LimiterFactory } from '@storefront/rules/rate-limits.server'

// Limits on sign-in, registration and password reset, per client address and per address and
// e-mail, counted in PostgreSQL so every storefront replica shares them (docs/decisions/0016;
// the numbers and why: docs/product.md#rate-limits).

export type LimitedAction = 'sign-in' | 'register' | 'reset'

export interface ActionLimits {
  /** All attempts from one client address. */
  perClient: Limit
  /** Attempts from one client address on one e-mail address: guessing one account's password. */
  perAccount?: Limit
}

const budgets = (action: (typeof RATE_LIMITS)['signIn' | 'register' | 'reset']): ActionLimits => ({
  perClient: limitOf(action.perAddress),
  perAccount: limitOf(action.perAddressAndEmail),
})

const AUTH_LIMITS: Record<LimitedAction, ActionLimits> = {
  // Successful sign-ins give their points back: the limits count failures (and abandoned tries).
  'sign-in': budgets(RATE_LIMITS.signIn),
  // Before the account exists its e-mail names the attempt (docs/decisions/0080).
  register: budgets(RATE_LIMITS.register),
  reset: budgets(RATE_LIMITS.reset),
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
    /** Counts one attempt; refused once the client on this account (or the client) used its budget. */
    admit(action: LimitedAction, client: string, account?: string): Promise<Admission> {
      const { perClient, perAccount } = limiters[action]
      // The account first: attempts it refuses do not count against the address, so one script
      // hammering one account does not use up a shop's budget (docs/decisions/0080).
      const checks: Array<[ReturnType<LimiterFactory>, string]> = perAccount && account ? [[perAccount, accountKey(client, account)]] : []
      return admit([...checks, [perClient, client]])
    },

    /** A successful sign-in: its attempt does not count, and the account's failures are forgiven. */
    async succeeded(action: LimitedAction, client: string, account?: string | null) {
      const { perClient, perAccount } = limiters[action]
      await perClient.reward(client, 1)
      if (perAccount && account) await perAccount.delete(accountKey(client, account))
    },
  }
}
