import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { dbFor } from './db'

/**
 * Adds one to the counter `key` (created at 1) and returns the new value. One statement, so
 * concurrent callers never see the same value: the row stays locked until `req`'s transaction ends.
 */
export async function increment(payload: Payload, key: string, req?: Partial<PayloadRequest>) {
  const db = await dbFor(payload, req)
  const { rows } = await db.execute<{ value: number; updated_at: Date | string }>(sql`
    insert into counters (key, value, updated_at, created_at) values (${key}, 1, now(), now())
    on conflict (key) do update set value = counters.value + 1, updated_at = now()
    returning value, updated_at`)
  const [row] = rows
  return { value: Number(row.value), updatedAt: new Date(row.updated_at) }
}

/** The counter `key` as it stands, or null before its first increment. */
export async function current(payload: Payload, key: string) {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ value: number; updated_at: Date | string }>(sql`select value, updated_at from counters where key = ${key}`)
  const [row] = rows
  return row ? { value: Number(row.value), updatedAt: new Date(row.updated_at) } : null
}
