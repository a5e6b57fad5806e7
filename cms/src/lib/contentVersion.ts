import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { CONTENT_VERSION_CHANNEL } from '@storefront/rules/content-push.server'
import { current, increment } from './counters'
import { dbFor } from './db'

const KEY = 'content-version'

// Storefronts LISTEN on CONTENT_VERSION_CHANNEL (docs/decisions/0025). The payload is the new
// version; a storefront takes it only as a cue to ask GET /api/content-version.

const opaque = (counter: { value: number; updatedAt: Date }) => `${counter.value}.${counter.updatedAt.getTime().toString(36)}`

/**
 * Marks public content as changed (docs/contract.md, "Public content freshness") and tells every
 * storefront replica. NOTIFY inside `req`'s transaction is delivered when it commits (and never
 * if it rolls back), so a storefront that hears it reads the committed content.
 */
export async function bumpContentVersion(payload: Payload, req?: Partial<PayloadRequest>) {
  const counter = await increment(payload, KEY, req)
  const db = await dbFor(payload, req)
  await db.execute(sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${opaque(counter)})`)
  return counter
}

/**
 * The opaque version string. The timestamp keeps it unique even when a database is recreated and
 * its counter starts again at 1 while storefronts still hold content keyed by an older "1".
 */
export async function contentVersion(payload: Payload): Promise<string> {
  const counter = await current(payload, KEY)
  return counter ? opaque(counter) : '0'
}
