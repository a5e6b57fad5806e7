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

/** Flags each heavy reader of the 24 hours ending at `now` once for that (Seoul) day: a second run of the same day adds nothing. */
export async function reviewAccess(payload: Payload, now = new Date(), limit = CUSTOMERS_READ_A_DAY_LIMIT): Promise<number[]> {
  const day = seoulDay(now)
  const flagged: number[] = []
  for (const heavy of await heavyReaders(payload, now, limit)) {
    const key = `${day}:${heavy.staff}`
    const exists = await payload.count({ collection: 'access-alerts', where: { key: { equals: key } } })
    if (exists.totalDocs > 0) continue
    const alert = await payload.create({
      collection: 'access-alerts',
      data: { key, staff: heavy.staff, staffEmail: heavy.email, day, customersRead: heavy.customers, threshold: limit },
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
