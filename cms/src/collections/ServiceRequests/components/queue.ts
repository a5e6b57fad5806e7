// The staff queue's figures (components/ServiceQueue): counts per status and the open requests
// that waited longest, under the same filter as the list below it. Plain functions over Payload.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { dbFor } from '@/lib/db'
import { serviceFlow, type ServiceStatus } from '@/shared/service-request-flow'
import { seoulDay, seoulDayStart } from '@/shared/seoul-date'
import { openStatuses } from '@/shared/workflow'

/** An open request with no promised day is late once it is this old. */
export const LATE_AFTER_HOURS = 72

/**
 * Late, as the desk counts it (admin/desk/deskFigures' tile says the same in a `where`): its
 * promised day is a Korean day already past, or nothing was promised and it has been open LATE_AFTER_HOURS.
 */
export function isLate(request: { createdAt: string; promisedOn?: string | null }, now: Date): boolean {
  if (request.promisedOn) return Date.parse(request.promisedOn) < seoulDayStart(now).getTime()
  return now.getTime() - Date.parse(request.createdAt) >= LATE_AFTER_HOURS * 3_600_000
}

export interface QueueRow {
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
}

export interface QueueFigures {
  counts: { status: ServiceStatus; label: string; count: number }[]
  oldest: QueueRow[]
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

/** The list's filter as its address carries it (`where[and][0][shop][equals]=3`): the simple clauses the queue's filters write. */
export function whereFromParams(params: Record<string, string | string[]> | undefined): Where | undefined {
  const clauses: Where[] = []
  for (const [key, given] of Object.entries(params ?? {})) {
    const match = CLAUSE.exec(key)
    if (!match) continue
    const [, , field, operator] = match
    const value = Array.isArray(given) ? given[0]! : given
    clauses.push({ [field!]: { [operator!]: operator === 'in' ? value.split(',') : value } })
  }
  return clauses.length ? { and: clauses } : undefined
}

const and = (...clauses: (Where | undefined)[]): Where => ({ and: clauses.filter((clause): clause is Where => Boolean(clause)) })

export async function queueFigures(payload: Payload, where: Where | undefined, now = new Date(), limit = 15): Promise<QueueFigures> {
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
        : (await payload.count({ collection: 'service-requests', where: and(filter, { status: { equals: status } }) })).totalDocs,
    })),
  )
  const { docs } = await payload.find({
    collection: 'service-requests',
    where: and(filter, { status: { in: openStatuses(serviceFlow) } }),
    sort: 'createdAt',
    limit,
    depth: 1,
    pagination: false,
    select: { number: true, status: true, createdAt: true, promisedOn: true, method: true, symptom: true, inWarranty: true, shop: true },
    populate: { shops: { name: true } },
  })
  const oldest = docs.map((doc): QueueRow => {
    const ageHours = (now.getTime() - Date.parse(doc.createdAt)) / 3_600_000
    return {
      id: doc.id,
      number: doc.number ?? '',
      status: doc.status as ServiceStatus,
      createdAt: doc.createdAt,
      ageHours,
      promisedOn: doc.promisedOn ? seoulDay(new Date(doc.promisedOn)) : null,
      late: isLate(doc, now),
      method: doc.method,
      symptom: doc.symptom,
      inWarranty: Boolean(doc.inWarranty),
      shop: typeof doc.shop === 'object' && doc.shop ? doc.shop.name : null,
    }
  })
  return { counts, oldest }
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
