// Access records wait here, off the request that made them, and reach the database together a
// moment later: one INSERT for every record of that moment instead of one per staff request
// (docs/decisions/0062). A clean shutdown writes what is waiting (onLeaving); a crash loses at
// most the last FLUSH_AFTER_MS of records.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { dbFor } from '@/lib/db'
import { onLeaving } from '@storefront/rules/lifecycle.server'

export type AccessRow = {
  staff: number | string
  staffEmail: string
  staffRole: string | null
  operation: string
  resource: string
  summary: string
  documents: string
  documentCount: number
  customers: string
  ip: string | null
  path: string | null
  /** Why, for a bulk read or an export (docs/decisions/0077). */
  reason: string | null
  createdAt: string
}

/** How long a record waits for others to go with it: short enough that an admin reading the records finds it. */
const FLUSH_AFTER_MS = 200
/** A busy moment is written in parts of this many rows. */
const FLUSH_ROWS = 500
/**
 * One look is one record: the admin panel's document view reads a document for its data, its form
 * state and its lock, each a read; the same staff member reading the same documents again within
 * this window is the same look.
 */
export const SAME_LOOK_MS = 10_000

type Pending = { rows: AccessRow[]; timer: NodeJS.Timeout | null; held: boolean; writing: Promise<void>; lastLook: Map<string, number> }
const pendingOf = new WeakMap<Payload, Pending>()

function pendingFor(payload: Payload): Pending {
  let pending = pendingOf.get(payload)
  if (!pending) {
    pending = { rows: [], timer: null, held: false, writing: Promise.resolve(), lastLook: new Map() }
    pendingOf.set(payload, pending)
    onLeaving(() => flushAccessRecords(payload))
  }
  return pending
}

/** Whether `row` repeats a read the same staff member made of the same documents within SAME_LOOK_MS. */
function repeatsALook(pending: Pending, row: AccessRow): boolean {
  // A read that gave a reason (docs/decisions/0077) is recorded every time, as its reason may differ.
  if ((row.operation !== 'read' && row.operation !== 'list') || row.reason) return false
  const key = `${row.staff} ${row.operation} ${row.resource}${row.documents}`
  const at = Date.parse(row.createdAt)
  const last = pending.lastLook.get(key)
  if (last !== undefined && at - last < SAME_LOOK_MS) return true
  pending.lastLook.set(key, at)
  // Forget looks older than the window, so the map stays as small as the last few seconds' reads.
  if (pending.lastLook.size > 1000) for (const [seen, time] of pending.lastLook) if (at - time >= SAME_LOOK_MS) pending.lastLook.delete(seen)
  return false
}

/** Keeps `row` for the next write; nothing for a repeated look. */
export function addAccessRecord(payload: Payload, row: AccessRow): void {
  const pending = pendingFor(payload)
  if (repeatsALook(pending, row)) return
  pending.rows.push(row)
  if (pending.rows.length >= FLUSH_ROWS) void flushAccessRecords(payload)
  else writeLater(pending, payload, FLUSH_AFTER_MS)
}

function writeLater(pending: Pending, payload: Payload, ms: number): void {
  if (!pending.held) pending.timer ??= setTimeout(() => void flushAccessRecords(payload), ms)
}

/**
 * For tests: until the returned function is called, records wait for a flush or a clean shutdown
 * and are never written on their own. (Faking the process's timers instead would also stop every
 * other timer started meanwhile, the jobs queue's among them, in a process the test files share.)
 */
export function holdTimedWrites(payload: Payload): () => void {
  const pending = pendingFor(payload)
  pending.held = true
  if (pending.timer) clearTimeout(pending.timer)
  pending.timer = null
  return () => {
    pending.held = false
    if (pending.rows.length) writeLater(pending, payload, FLUSH_AFTER_MS)
  }
}

/**
 * Writes every waiting record, after any write under way. A write that fails puts its rows back
 * for the next one and logs why: a database outage delays records, it does not drop them.
 */
export function flushAccessRecords(payload: Payload): Promise<void> {
  const pending = pendingFor(payload)
  if (pending.timer) clearTimeout(pending.timer)
  pending.timer = null
  pending.writing = pending.writing.then(async () => {
    while (pending.rows.length) {
      const rows = pending.rows.splice(0, FLUSH_ROWS)
      try {
        await insert(payload, rows)
      } catch (error) {
        pending.rows.unshift(...rows)
        payload.logger.error({ err: error, waiting: pending.rows.length }, 'access records: write failed, kept for the next one')
        writeLater(pending, payload, 5_000)
        return
      }
    }
  })
  return pending.writing
}

// The staff member by id only while their account exists: one removed in the moment before the
// write leaves the record with their e-mail and no link, as removing them after it would have
// (ON DELETE SET NULL), instead of a foreign-key error that would hold back every record after it.
const insert = async (payload: Payload, rows: AccessRow[]) =>
  (await dbFor(payload)).execute(sql`
    INSERT INTO "access_records" ("staff_id", "staff_email", "staff_role", "operation", "resource", "summary", "documents",
      "document_count", "customers", "ip", "path", "reason", "created_at", "updated_at")
    VALUES ${sql.join(
      rows.map(
        (row) =>
          sql`((SELECT "id" FROM "users" WHERE "id" = ${row.staff}), ${row.staffEmail}, ${row.staffRole}, ${row.operation}, ${row.resource}, ${row.summary}, ${row.documents},
            ${row.documentCount}, ${row.customers}, ${row.ip}, ${row.path}, ${row.reason}, ${row.createdAt}, ${row.createdAt})`,
      ),
      sql`, `,
    )}`)
