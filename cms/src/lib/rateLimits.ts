// The CMS's side of the shared rate limits (docs/decisions/0016): the same table and library as
// the storefront, through Payload's own connection pool.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { cmsClientAddress } from '@/shared/client-receipt.server'
import { type LimiterFactory, postgresLimiters } from '@/shared/rate-limits.server'
import { env } from '@/env'

let limiters: LimiterFactory | undefined

export function sharedLimiters(payload: Payload): LimiterFactory {
  limiters ??= postgresLimiters((payload.db as unknown as PostgresAdapter).pool)
  return limiters
}

/** The client a request counts as (shared/client-address.ts, docs/decisions/0032). */
export const requestClient = (req: PayloadRequest): string => cmsClientAddress(req.headers, env.TRUSTED_PROXY_HOPS, env.SESSION_RECEIPT_SECRET)
