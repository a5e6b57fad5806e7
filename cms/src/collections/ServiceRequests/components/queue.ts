// The staff queue's figures (components/ServiceQueue): counts per status and the open requests to
// take first, under the same filter and search as the list below it. Plain functions over Payload.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, TypedUser, Where } from 'payload'
import { SEARCH_KEYS } from '@/fields/searchKeys'
import { dbFor } from '@/lib/db'
import type { ServiceRequest } from '@/payload-types'
import { serviceFlow, type ServiceStatus } from '@storefront/rules/service-request-flow'
import { seoulDay, seoulDayStart } from '@storefront/rules/seoul-date'
import { openStatuses } from '@storefront/rules/workflow'

/** An open request with no promised day is late once it is this old. */
export const LATE_AFTER_HOURS = 72

/**
 * Late, as the desk counts it (admin/desk/deskFigures' tile says the same in a `where`): its
 * promised day is a Korean day already past, or nothing was promised and it has been open LATE_AFTER_HOURS.
 */
function isLate(request: { createdAt: string; promisedOn?: string | null }, now: Date): boolean {
  if (request.promisedOn) return Date.parse(request.promisedOn) < seoulDayStart(now).getTime()
  return now.getTime() - Date.parse(request.createdAt) >= LATE_AFTER_HOURS * 3_600_000
}

interface QueueRow {
  id: number
  number: string
  status: ServiceStatus
  createdAt: string
  ageHours: number
  /** The promised day as a Korean day ("2026-11-26"), if staff set one. */
  promisedOn: string | null
  late: boolean
  method: string
  symptom: string
  inWarranty: boolean
  shop: string | null
  /** The service program it was filed under (its name), flagged in the queue: free of charge. */
  program: string | null
}

export interface QueueFigures {
  counts: { status: ServiceStatus; label: string; count: number }[]
  /** The open requests to take first: late ones, then the nearest promised day, then the longest waiting. */
  first: QueueRow[]
}

/** "5일 3시간", "7시간", "방금". */
export function formatAge(hours: number): string {
  const days = Math.floor(hours / 24)
  const rest = Math.floor(hours % 24)
  if (days > 0) return rest > 0 ? `${days}일 ${rest}시간` : `${days}일`
  return rest > 0 ? `${rest}시간` : '방금'
}

/** The list's own filter (its `where` in the address), without any condition on status. */
export function filterOf(where: Where | undefined): Where | undefined {
  if (!where) return undefined
  const clauses = (Array.isArray(where.and) ? where.and : [where]).filter((clause) => !('status' in clause))
  return clauses.length ? { and: clauses } : undefined
}

const CLAUSE = /^where\[and\]\[(\d+)\]\[(\w+)\]\[(equals|in|not_equals)\]$/

/**
 * The list's filter as its address carries it: the simple clauses the queue's filters write
 * (`where[and][0][shop][equals]=3`), and the search box's words (`search=김`), looked for as the
 * list looks for them, in its searchable fields.
 */
export function whereFromParams(params: Record<string, string | string[]> | undefined): Where | undefined {
  const clauses: Where[] = []
  for (const [key, given] of Object.entries(params ?? {})) {
    const value = Array.isArray(given) ? given[0]! : given
    if (key === 'search') {
      if (value.trim()) clauses.push({ or: SEARCH_KEYS.map((field) => ({ [field]: { like: value.trim() } })) })
      continue
    }
    const match = CLAUSE.exec(key)
    if (!match) continue
    const [, , field, operator] = match
    clauses.push({ [field!]: { [operator!]: operator === 'in' ? value.split(',') : value } })
  }
  return clauses.length ? { and: clauses } : undefined
}

const and = (...clauses: (Where | undefined)[]): Where => ({ and: clauses.filter((clause): clause is Where => Boolean(clause)) })

/**
 * The counts, and the `limit` open requests to take first: late ones (the longest overdue first,
 * overdue from the promised day or from LATE_AFTER_HOURS after filing), then those with the
 * nearest promised day, then the longest waiting. Each group is read by its own query, `limit` at
 * most, so a late request shows however many open ones are older. `user` is the member of staff
 * looking: the search runs as theirs (fields/searchKeys' exact e-mail).
 */
export async function queueFigures(
  payload: Payload,
  where: Where | undefined,
  { now = new Date(), limit = 15, user }: { now?: Date; limit?: number; user?: TypedUser | null } = {},
): Promise<QueueFigures> {
  const filter = filterOf(where)
  const statuses = Object.keys(serviceFlow.labels) as ServiceStatus[]
  // Unfiltered, the counts PostgreSQL keeps; under a filter, counted (a shop's or a method's share).
  const kept = filter ? undefined : keptCounts(payload)
  const counts = await Promise.all(
    statuses.map(async (status) => ({
      status,
      label: serviceFlow.labels[status],
      count: kept
        ? ((await kept).get(status) ?? 0)
        : (await payload.count({ collection: 'service-requests', where: and(filter, { status: { equals: status } }), user })).totalDocs,
    })),
  )
  const open = and(filter, { status: { in: openStatuses(serviceFlow) } })
  const today = seoulDayStart(now).toISOString()
  const overdueSince = new Date(now.getTime() - LATE_AFTER_HOURS * 3_600_000).toISOString()
  const unpromised = { promisedOn: { exists: false } }
  const read = async (condition: Where, sort: 'createdAt' | 'promisedOn') =>
    (
      await payload.find({
        collection: 'service-requests',
        where: and(open, condition),
        sort,
        limit,
        depth: 1,
        pagination: false,
        user,
        select: { number: true, status: true, createdAt: true, promisedOn: true, method: true, symptom: true, inWarranty: true, shop: true, program: true },
        populate: { shops: { name: true }, 'service-programs': { name: true } },
      })
    ).docs.map((doc) => rowOf(doc, now))
  const [brokenPromises, overdue, promised, waiting] = await Promise.all([
    read({ promisedOn: { less_than: today } }, 'promisedOn'),
    read(and(unpromised, { createdAt: { less_than_equal: overdueSince } }), 'createdAt'),
    read({ promisedOn: { greater_than_equal: today } }, 'promisedOn'),
    read(and(unpromised, { createdAt: { greater_than: overdueSince } }), 'createdAt'),
  ])
  const late = [...brokenPromises, ...overdue].sort((a, b) => dueAt(a) - dueAt(b))
  return { counts, first: [...late, ...promised, ...waiting].slice(0, limit) }
}

/** When a request became (or becomes) late: its promised day, or LATE_AFTER_HOURS after it was filed. */
const dueAt = (row: QueueRow) => (row.promisedOn ? Date.parse(`${row.promisedOn}T00:00:00+09:00`) : Date.parse(row.createdAt) + LATE_AFTER_HOURS * 3_600_000)

type QueueDoc = Pick<ServiceRequest, 'id' | 'number' | 'status' | 'createdAt' | 'promisedOn' | 'method' | 'symptom' | 'inWarranty' | 'shop' | 'program'>

function rowOf(doc: QueueDoc, now: Date): QueueRow {
  return {
    id: doc.id,
    number: doc.number ?? '',
    status: doc.status as ServiceStatus,
    createdAt: doc.createdAt,
    ageHours: (now.getTime() - Date.parse(doc.createdAt)) / 3_600_000,
    promisedOn: doc.promisedOn ? seoulDay(new Date(doc.promisedOn)) : null,
    late: isLate(doc, now),
    method: doc.method,
    symptom: doc.symptom,
    inWarranty: Boolean(doc.inWarranty),
    shop: typeof doc.shop === 'object' && doc.shop ? doc.shop.name : null,
    program: typeof doc.program === 'object' && doc.program ? doc.program.name : doc.program ? '무상 수리 프로그램' : null,
  }
}

/**
 * Requests per status in the whole table, as triggers keep them (migration 20261123_095000):
 * counting a million requests at every page load took longer than the page may.
 */
async function keptCounts(payload: Payload): Promise<Map<string, number>> {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ status: string; count: string }>(sql`select status, count from service_request_counts`)
  return new Map(rows.map((row) => [row.status, Number(row.count)]))
}
