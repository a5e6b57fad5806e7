// Rate limits shared by every replica of both servers (docs/decisions/0016): one PostgreSQL
// table, rate_limits (created by a CMS migration), through rate-limiter-flexible. The storefront
// imports this module as `@storefront/rules/rate-limits.server`; keep it free of Payload and Next imports.
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

/** A node-postgres Pool (each server passes a small one of its own). */
export interface PgPool {
  query: (...args: never[]) => unknown
}

type CountedRow = { i: number; points: number; expire: string | null }
type QueryablePool = { query: (text: string, values: unknown[]) => Promise<{ rows: CountedRow[] }> }

/** The pool each PostgreSQL limiter counts in, so admit() can count several keys in one statement. */
const poolOf = new WeakMap<RateLimiterAbstract, PgPool>()

/**
 * Limiters counting in PostgreSQL, so N replicas share one budget. Should the database fail, each
 * process falls back to counting in its own memory (the library's insurance limiter) rather than
 * refusing every visitor or letting everyone through.
 */
export function postgresLimiters(pool: PgPool): LimiterFactory {
  return (name, limit) => {
    const limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // The migration made it; the library's own CREATE TABLE would need DDL rights.
      tableCreated: true,
      keyPrefix: name,
      ...limit,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...limit }),
    })
    poolOf.set(limiter, pool)
    return limiter
  }
}

/** Per-process limiters, for unit tests. */
export const memoryLimiters: LimiterFactory = (name, limit) => new RateLimiterMemory({ keyPrefix: name, ...limit })

const refusedFor = (msBeforeNext: number): Admission => ({ ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) })

/**
 * Counts one attempt against each [limiter, key] in turn; refused as soon as one of them is used
 * up (the keys after it are not counted). Limiters of one PostgreSQL pool count in one statement,
 * one round trip however many keys; should it fail, each limiter counts on its own (and falls
 * back to memory as above).
 */
export async function admit(checks: Array<[RateLimiterAbstract, string]>): Promise<Admission> {
  const pool = checks.length > 1 ? poolOf.get(checks[0]![0]) : undefined
  if (pool && checks.every(([limiter]) => poolOf.get(limiter) === pool)) {
    const counted = await consumeTogether(pool as unknown as QueryablePool, checks).catch(() => null)
    if (counted) return counted
  }
  try {
    for (const [limiter, key] of checks) await limiter.consume(key)
    return { ok: true }
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    return refusedFor(refusal.msBeforeNext)
  }
}

/**
 * The library's upsert (RateLimiterPostgres#_upsert: a point more, or a fresh window once the old
 * one expired) for every key in one statement: key i is counted only while the keys before it
 * are within their budgets, as the one-by-one loop above does.
 */
async function consumeTogether(pool: QueryablePool, checks: Array<[RateLimiterAbstract, string]>): Promise<Admission> {
  const now = Date.now()
  const values: unknown[] = [now]
  const steps = checks.map(([limiter, key], i) => {
    values.push(limiter.getKey(key), now + limiter.duration * 1000)
    const [keyAt, expireAt] = [values.length - 1, values.length]
    // Key i is counted only while key i - 1 is still within its own budget.
    const gate = i === 0 ? '' : `WHERE (SELECT points FROM k${i - 1}) <= $${values.push(checks[i - 1]![0].points)}::int`
    return `k${i} AS (
      INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire) SELECT $${keyAt}::text, 1, $${expireAt}::bigint ${gate}
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= $1::bigint THEN 1 ELSE ${RATE_LIMIT_TABLE}.points + 1 END,
        expire = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= $1::bigint THEN EXCLUDED.expire ELSE ${RATE_LIMIT_TABLE}.expire END
      RETURNING points, expire)`
  })
  const select = checks.map((_, i) => `SELECT ${i} AS i, points, expire FROM k${i}`).join(' UNION ALL ')
  const { rows } = await pool.query(`WITH ${steps.join(',\n')}\n${select}`, values)
  for (const row of [...rows].sort((a, b) => a.i - b.i)) {
    if (row.points > checks[row.i]![0].points) return refusedFor(Number(row.expire ?? now) - now)
  }
  return { ok: true }
}

/** "…분 후에 다시 시도해 주세요." with the wait rounded up to whole minutes. */
export const retryInMinutes = (retryAfterSeconds: number) => `${Math.max(1, Math.ceil(retryAfterSeconds / 60))}분 후에 다시 시도해 주세요.`
