import { type LimiterFactory, postgresLimiters } from '@storefront/rules/rate-limits.server'
import pg from 'pg'
import { serverEnv } from '~/env.server'

// The storefront's connection to the rate_limits table it shares with the CMS and the other
// replicas (docs/decisions/0016). A few connections: each check is one short statement.

let limiters: LimiterFactory | undefined

export function sharedLimiters(): LimiterFactory {
  if (limiters) return limiters
  const pool = new pg.Pool({ connectionString: serverEnv().rateLimitDatabaseUrl, max: 4, connectionTimeoutMillis: 5_000 })
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('[rate-limits] PostgreSQL connection lost', error.message))
  limiters = postgresLimiters(pool)
  return limiters
}
