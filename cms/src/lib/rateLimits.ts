// The CMS's side of the shared rate limits (docs/decisions/0016): the same table and library as
// the storefront, through Payload's own connection pool.
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { clientAddress } from '@/shared/client-address'
import { type LimiterFactory, postgresLimiters } from '@/shared/rate-limits.server'
import { env } from '@/env'

let limiters: LimiterFactory | undefined

export function sharedLimiters(payload: Payload): LimiterFactory {
  limiters ??= postgresLimiters((payload.db as unknown as PostgresAdapter).pool)
  return limiters
}

/**
 * The client behind TRUSTED_PROXY_HOPS proxies of ours. Next gives route handlers no socket
 * address: it only fills X-Forwarded-For with it when the request has none. So with no proxy of
 * ours in front (0 hops, local runs) the address is whatever that header says.
 */
export const requestClient = (req: PayloadRequest): string => {
  const forwarded = req.headers.get('x-forwarded-for')
  return clientAddress(forwarded, forwarded?.split(',').at(-1)?.trim() || undefined, env.TRUSTED_PROXY_HOPS)
}
