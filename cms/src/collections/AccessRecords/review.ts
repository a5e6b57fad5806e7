import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { dbFor } from '@/lib/db'
import { seoulDay } from '@storefront/rules/seoul-date'

/**
 * The one threshold of the daily check: a staff member who read more distinct customers than
 * this in a day is flagged for an admin to look at. A busy counter reads a few dozen customers a
 * day; a list page of the admin panel shows up to 100, so several hundred is a copy, not work.
 */
const CUSTOMERS_READ_A_DAY_LIMIT = 300

const DAY_MS = 24 * 60 * 60 * 1000

type Heavy = { staff: number; email: string; customers: number }

/** Staff who read (opened, listed or exported) more than `limit` distinct customers in the 24 hours before `now`. */
async function heavyReaders(payload: Payload, now: Date, limit = CUSTOMERS_READ_A_DAY_LIMIT): Promise<Heavy[]> {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ staff_id: number; email: string; customers: string }>(sql`
    select a.staff_id, max(a.staff_email) as email, count(distinct c.id) as customers
    from access_records a, unnest(string_to_array(btrim(a.customers), ' ')) as c(id)
    where a.created_at >= ${new Date(now.getTime() - DAY_MS).toISOString()} and a.created_at < ${now.toISOString()}
      and a.operation in ('read', 'list', 'export') and a.staff_id is not null
    group by a.staff_id
    having count(distinct c.id) > ${limit}`)
  return rows.map((row) => ({ staff: Number(row.staff_id), email: row.email, customers: Number(row.customers) }))
}

type Bulk = { record: number; staff: number | null; email: string; customers: number; reason: string }

/**
 * The bulk reads and exports of the 24 hours before `now` not flagged yet: every read that had to
 * give a reason (docs/decisions/0077). They are few, each copies many customers out of the panel,
 * and a reason nobody reads would check nothing.
 */
async function bulkReads(payload: Payload, now: Date): Promise<Bulk[]> {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ id: number; staff_id: number | null; staff_email: string; customers: string; reason: string }>(sql`
    select a.id, a.staff_id, a.staff_email, a.reason,
      (select count(distinct c) from unnest(string_to_array(btrim(a.customers), ' ')) as c) as customers
    from access_records a
    where a.created_at >= ${new Date(now.getTime() - DAY_MS).toISOString()} and a.created_at < ${now.toISOString()}
      and a.reason is not null
      and not exists (select 1 from access_alerts f where f.key = 'bulk:' || a.id)
    order by a.id`)
  return rows.map((row) => ({
    record: Number(row.id),
    staff: row.staff_id === null ? null : Number(row.staff_id),
    email: row.staff_email,
    customers: Number(row.customers),
    reason: row.reason,
  }))
}

/**
 * Flags each heavy reader of the 24 hours ending at `now` once for that (Seoul) day, and each bulk
 * read or export of those hours once: a second run adds nothing.
 */
export async function reviewAccess(payload: Payload, now = new Date(), limit = CUSTOMERS_READ_A_DAY_LIMIT): Promise<number[]> {
  const day = seoulDay(now)
  const flagged: number[] = []
  for (const bulk of await bulkReads(payload, now)) {
    const alert = await payload.create({
      collection: 'access-alerts',
      data: {
        key: `bulk:${bulk.record}`,
        kind: 'bulk',
        day,
        staff: bulk.staff,
        staffEmail: bulk.email,
        customersRead: bulk.customers,
        reason: bulk.reason,
        accessRecord: bulk.record,
      },
    })
    flagged.push(alert.id)
  }
  for (const heavy of await heavyReaders(payload, now, limit)) {
    const key = `${day}:${heavy.staff}`
    const exists = await payload.count({ collection: 'access-alerts', where: { key: { equals: key } } })
    if (exists.totalDocs > 0) continue
    const alert = await payload.create({
      collection: 'access-alerts',
      data: { key, kind: 'reads', staff: heavy.staff, staffEmail: heavy.email, day, customersRead: heavy.customers, threshold: limit },
    })
    flagged.push(alert.id)
    payload.logger.warn({ msg: 'access review: a staff member read an unusual number of customers', staff: heavy.staff, customers: heavy.customers })
  }
  return flagged
}

/** Every day at 03:00 in Seoul (18:00 UTC), through the jobs queue's `daily` queue. */
export const accessReviewTask: TaskConfig<'accessReview'> = {
  slug: 'accessReview',
  label: '개인정보 접속기록 일일 점검',
  schedule: [{ cron: '0 0 18 * * *', queue: 'daily' }],
  retries: { attempts: 3 },
  handler: async ({ req }) => {
    const flagged = await reviewAccess(req.payload)
    return { output: { flagged: flagged.length } }
  },
  outputSchema: [{ name: 'flagged', type: 'number' }],
}
