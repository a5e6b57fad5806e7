// Raw SQL for the few writes Payload's API cannot express atomically (counters).
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/** The Drizzle handle of `req`'s open transaction, so raw SQL commits or rolls back with it. */
export async function dbFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<PostgresAdapter['drizzle']> {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}
