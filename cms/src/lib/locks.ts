import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { dbFor } from './db'

/**
 * Takes PostgreSQL's transaction-level advisory lock on `key` and holds it until `req`'s
 * transaction commits or rolls back: writers of the same key take turns, so a check-then-insert
 * (a limit, "one per device") holds under concurrent requests. Without a transaction the lock
 * would end with its own statement and protect nothing, so that is refused.
 */
export async function lockFor(payload: Payload, req: Partial<PayloadRequest>, key: string) {
  if (!req.transactionID || (await req.transactionID) === undefined) throw new Error(`lockFor(${key}) needs a request in a transaction`)
  const db = await dbFor(payload, req)
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}
