// The CMS's side of the shared rate limits (docs/decisions/0016): the same table and library as
// the storefront, through a small pool of its own. Not Payload's: a write holds one of Payload's
// connections for its transaction while its limit is counted, so ten writes at once (the pool's
// size) each waited for an eleventh connection and failed after the pool's timeout.
import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { cmsClientAddress } from '@storefront/rules/client-receipt.server'
import { type LimiterFactory, postgresLimiters } from '@storefront/rules/rate-limits.server'
import { env } from '@/env'

let limiters: LimiterFactory | undefined

export function sharedLimiters(payload: Payload): LimiterFactory {
  if (limiters) return limiters
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4, connectionTimeoutMillis: 5_000 })
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => payload.logger.warn({ msg: 'rate limits: PostgreSQL connection lost', err: error }))
  limiters = postgresLimiters(pool)
  return limiters
}

/** The client a request counts as (@storefront/rules/client-address, docs/decisions/0032). */
export const requestClient = (req: PayloadRequest): string => cmsClientAddress(req.headers, env.TRUSTED_PROXY_HOPS, env.SESSION_RECEIPT_SECRET)
