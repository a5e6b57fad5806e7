import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { dbFor } from '@/lib/db'

/** The rows of one aggregate query: the insights read PostgreSQL's sums, never the documents. */
export async function aggregate<Row extends Record<string, unknown>>(payload: Payload, query: ReturnType<typeof sql>): Promise<Row[]> {
  const db = await dbFor(payload)
  return (await db.execute<Row>(query)).rows as Row[]
}

/** `AND column = shop` when the filter names a shop. */
export const andShop = (column: ReturnType<typeof sql>, shop: number | null) => (shop ? sql` AND ${column} = ${shop}` : sql``)
