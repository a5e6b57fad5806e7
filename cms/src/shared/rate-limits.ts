// Rate limits shared by every replica of both servers (docs/decisions/0016): one PostgreSQL
// table, rate_limits (created by a CMS migration), through rate-limiter-flexible. The storefront
// imports this module as `@storefront/cms/rate-limits`; keep it free of Payload and Next imports.
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export const RATE_LIMIT_TABLE = 'rate_limits'

export interface Limit {
  points: number
  /** Window in seconds. */
  duration: number
}

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Makes the limiter named `name` (the key prefix in the table: never reuse one for another limit). */
export type LimiterFactory = (name: string, limit: Limit) => RateLimiterAbstract

/** A node-postgres Pool (the CMS passes Payload's own, the storefront its small one). */
export interface PgPool {
  query: (...args: never[]) => unknown
}

/**
 * Limiters counting in PostgreSQL, so N replicas share one budget. Should the database fail, each
 * process falls back to counting in its own memory (the library's insurance limiter) rather than
 * refusing every visitor or letting everyone through.
 */
export function postgresLimiters(pool: PgPool): LimiterFactory {
  return (name, limit) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // The migration made it; the library's own CREATE TABLE would need DDL rights.
      tableCreated: true,
      keyPrefix: name,
      ...limit,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...limit }),
    })
}

/** Per-process limiters, for unit tests. */
export const memoryLimiters: LimiterFactory = (name, limit) => new RateLimiterMemory({ keyPrefix: name, ...limit })

/** Counts one attempt against each [limiter, key]; refused as soon as one of them is used up. */
export async function admit(checks: Array<[RateLimiterAbstract, string]>): Promise<Admission> {
  try {
    for (const [limiter, key] of checks) await limiter.consume(key)
    return { ok: true }
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
  }
}

/** "…분 후에 다시 시도해 주세요." with the wait rounded up to whole minutes. */
export const retryInMinutes = (retryAfterSeconds: number) => `${Math.max(1, Math.ceil(retryAfterSeconds / 60))}분 후에 다시 시도해 주세요.`
