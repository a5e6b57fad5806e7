// A/S and trade-in records past their period (periods.ts): what names the customer goes, what the
// figures need stays (number, device, symptom or grades, shop, method, costs and credits, the
// statuses and their times). The privacy policy's section 2 says the same.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { dbFor } from '@/lib/db'
import { cutoff } from './periods'

type RequestTable = 'service_requests' | 'trade_ins'

/** Per table: the columns a customer wrote or that lead back to them, emptied (NOT NULL ones to ''). */
const CLEARED: Record<RequestTable, ReturnType<typeof sql>> = {
  service_requests: sql`"description" = '', "return_address_name" = NULL, "return_address_phone" = NULL,
    "return_address_postal_code" = NULL, "return_address_address" = NULL, "return_address_detail" = NULL,
    "inbound_tracking_number" = NULL, "outbound_tracking_number" = NULL, "estimate_note" = NULL, "estimate_nonce" = NULL`,
  trade_ins: sql`"condition_note" = NULL, "inbound_tracking_number" = NULL, "outbound_tracking_number" = NULL`,
}

const PERIOD: Record<RequestTable, 'serviceRequests' | 'tradeIns'> = { service_requests: 'serviceRequests', trade_ins: 'tradeIns' }

/** Records per transaction: a first run over years of records holds no lock for long. */
const BATCH = 500

/** Anonymises every closed record of `table` past its period at `now`, a batch at a time; how many. */
export async function anonymiseClosedRequests(payload: Payload, table: RequestTable, now: Date): Promise<number> {
  let total = 0
  for (let done = BATCH; done === BATCH; total += done) done = await anonymiseBatch(payload, table, now)
  return total
}

/**
 * Anonymises the closed records of `table` past their period at `now`, in one transaction per
 * batch. The rows stay (their ids, numbers and what other records say of them); the customer link,
 * addresses, tracking numbers, free text, staff notes, timeline notes, the A/S conversation and the
 * photos go. A photo another record still shows (a device's receipt, another request) stays.
 */
async function anonymiseBatch(payload: Payload, table: RequestTable, now: Date): Promise<number> {
  const before = cutoff(PERIOD[table], now).toISOString()
  const at = now.toISOString()
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined }
  try {
    const db = await dbFor(payload, req)
    const { rows } = await db.execute<{ id: number }>(sql`
      SELECT "id" FROM ${sql.identifier(table)}
      WHERE "anonymised_at" IS NULL AND "closed_at" < ${before}
      ORDER BY "closed_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`)
    const ids = rows.map(({ id }) => Number(id))
    if (ids.length === 0) {
      if (transactionID) await payload.db.commitTransaction(transactionID)
      return 0
    }
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    const photos = await db.execute<{ id: number }>(sql`
      SELECT "attachments_id" AS "id" FROM ${sql.identifier(`${table}_rels`)} WHERE "parent_id" IN (${idList}) AND "attachments_id" IS NOT NULL
      ${table === 'service_requests' ? sql`UNION SELECT r."attachments_id" FROM "service_messages_rels" r JOIN "service_messages" m ON m."id" = r."parent_id" WHERE m."request_id" IN (${idList}) AND r."attachments_id" IS NOT NULL` : sql``}`)

    await db.execute(sql`
      UPDATE ${sql.identifier(table)} SET "customer_id" = NULL, ${CLEARED[table]}, "staff_notes" = NULL, "idempotency_key" = NULL, "anonymised_at" = ${at}
      WHERE "id" IN (${idList})`)
    await db.execute(sql`UPDATE ${sql.identifier(`${table}_timeline`)} SET "note" = NULL WHERE "_parent_id" IN (${idList})`)
    await db.execute(sql`DELETE FROM ${sql.identifier(`${table}_rels`)} WHERE "parent_id" IN (${idList}) AND "path" = 'photos'`)
    // The notices keep what was sent when, not to whom.
    const noticeColumn = table === 'service_requests' ? 'service_request_id' : 'trade_in_id'
    await db.execute(sql`UPDATE "notices" SET "customer_id" = NULL, "recipient" = NULL WHERE ${sql.identifier(noticeColumn)} IN (${idList})`)
    if (table === 'service_requests') await db.execute(sql`DELETE FROM "service_messages" WHERE "request_id" IN (${idList})`)

    // Through Payload, so each file leaves the storage with its row.
    const unused = await unusedAttachments(
      db,
      photos.rows.map(({ id }) => Number(id)),
    )
    if (unused.length) await payload.delete({ collection: 'attachments', where: { id: { in: unused } }, overrideAccess: true, depth: 0, req })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return ids.length
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Of `ids`, the attachments no record shows any more. */
async function unusedAttachments(db: Awaited<ReturnType<typeof dbFor>>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT a."id" FROM "attachments" a WHERE a."id" IN (${idList})
      AND NOT EXISTS (SELECT 1 FROM "service_requests_rels" WHERE "attachments_id" = a."id")
      AND NOT EXISTS (SELECT 1 FROM "trade_ins_rels" WHERE "attachments_id" = a."id")
      AND NOT EXISTS (SELECT 1 FROM "service_messages_rels" WHERE "attachments_id" = a."id")
      AND NOT EXISTS (SELECT 1 FROM "devices" WHERE "receipt_id" = a."id")`)
  return rows.map(({ id }) => Number(id))
}
