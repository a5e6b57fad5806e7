// The desk's day (components/DeskDashboard): what waits on the team today, per kind of request,
// each figure with the address of the admin list that shows exactly those requests.
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { stringify } from 'qs-esm'
import { LATE_AFTER_HOURS } from '@/collections/ServiceRequests/components/queue'
import { dbFor } from '@/lib/db'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { seoulDayStart, seoulDayStartAfter } from '@storefront/rules/seoul-date'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { type Flow, openStatuses } from '@storefront/rules/workflow'

type DeskCollection = 'service-requests' | 'trade-ins'

interface DeskKind {
  collection: DeskCollection
  table: string
  title: string
  flow: Flow
  /** Statuses in which the next move is the customer's (bringing or sending the device). */
  waiting: string[]
  waitingHint: string
  /** Whether customers book a time to bring the device (an A/S visit's `visitAt`). */
  visits: boolean
}

export const deskKinds: DeskKind[] = [
  {
    collection: 'service-requests',
    table: 'service_requests',
    title: 'A/S',
    flow: serviceFlow,
    waiting: ['requested'],
    waitingHint: '기기를 가져오거나 보내 주기를 기다리는 신청',
    visits: true,
  },
  {
    collection: 'trade-ins',
    table: 'trade_ins',
    title: '보상 판매',
    flow: tradeInFlow,
    waiting: ['approved'],
    waitingHint: '승인 뒤 기기가 들어오기를 기다리는 신청',
    visits: false,
  },
]

export type TileKey = 'new-today' | 'due-today' | 'visits-today' | 'waiting' | 'late'

interface DeskTile {
  key: TileKey
  label: string
  hint: string
  count: number
  href: string
}

export interface DeskShopRow {
  name: string
  count: number
  href: string
}

export interface DeskSection {
  collection: DeskCollection
  title: string
  tiles: DeskTile[]
  /** Open requests per shop, the busiest first; requests without a shop (mail-in) as their own row. */
  shops: DeskShopRow[]
  /** Visits booked for today per shop, the busiest first (A/S only; empty when none). */
  visitsToday: DeskShopRow[]
}

/** The address of the admin list of `collection` under `where`, oldest first. */
const listHref = (adminRoute: string, collection: DeskCollection, where: Where, sort = 'createdAt'): string =>
  `${adminRoute}/collections/${collection}${stringify({ where, sort }, { addQueryPrefix: true })}`

/** Open visits booked for the Korean day of `now` (a cancelled one frees its time and is not counted). */
function visitsTodayWhere(kind: DeskKind, now: Date): Where {
  const open = { status: { in: openStatuses(kind.flow) } }
  return {
    and: [
      open,
      { method: { equals: 'visit' } },
      { visitAt: { greater_than_equal: seoulDayStart(now).toISOString() } },
      { visitAt: { less_than: seoulDayStartAfter(now, 1).toISOString() } },
    ],
  }
}

/** The filters behind each tile of `kind`, at `now` (Korean days). */
export function tileWheres(kind: DeskKind, now: Date): Partial<Record<TileKey, Where>> {
  const open = { status: { in: openStatuses(kind.flow) } }
  const today = seoulDayStart(now).toISOString()
  const tomorrow = seoulDayStartAfter(now, 1).toISOString()
  const lateSince = new Date(now.getTime() - LATE_AFTER_HOURS * 3_600_000).toISOString()
  return {
    'new-today': { and: [{ createdAt: { greater_than_equal: today } }] },
    'due-today': { and: [open, { promisedOn: { greater_than_equal: today } }, { promisedOn: { less_than: tomorrow } }] },
    ...(kind.visits && { 'visits-today': visitsTodayWhere(kind, now) }),
    waiting: { and: [{ status: { in: kind.waiting } }] },
    late: {
      and: [open, { or: [{ promisedOn: { less_than: today } }, { and: [{ promisedOn: { exists: false } }, { createdAt: { less_than: lateSince } }] }] }],
    },
  }
}

const tileLabels = (kind: DeskKind): Record<TileKey, { label: string; hint: string }> => ({
  'new-today': { label: '오늘 접수', hint: '오늘 들어온 신청' },
  'due-today': { label: '오늘 완료 약속', hint: '완료 약속일이 오늘인 진행 중 신청' },
  'visits-today': { label: '오늘 방문 예약', hint: '오늘 매장에 오기로 예약한 진행 중 신청' },
  waiting: { label: '고객 대기', hint: kind.waitingHint },
  late: { label: '지연', hint: `약속일이 지났거나, 약속일 없이 ${LATE_AFTER_HOURS / 24}일 넘게 진행 중인 신청` },
})

export async function deskFigures(payload: Payload, now = new Date()): Promise<DeskSection[]> {
  const adminRoute = payload.config.routes.admin
  return Promise.all(
    deskKinds.map(async (kind) => {
      const wheres = tileWheres(kind, now)
      const labels = tileLabels(kind)
      const keys = Object.keys(wheres) as TileKey[]
      const [counts, shops, visits] = await Promise.all([
        Promise.all(keys.map(async (key) => (await payload.count({ collection: kind.collection, where: wheres[key] })).totalDocs)),
        openByShop(payload, kind),
        kind.visits ? visitsTodayByShop(payload, kind, now) : [],
      ])
      const open = { status: { in: openStatuses(kind.flow) } }
      const visitsToday = visitsTodayWhere(kind, now)
      return {
        collection: kind.collection,
        title: kind.title,
        tiles: keys.map((key, index) => ({ key, ...labels[key], count: counts[index]!, href: listHref(adminRoute, kind.collection, wheres[key]!) })),
        shops: shops.map(({ id, name, count }) => ({
          name: name ?? '매장 없음(택배 접수)',
          count,
          href: listHref(adminRoute, kind.collection, { and: [open, id === null ? { shop: { exists: false } } : { shop: { equals: id } }] }),
        })),
        // In the day's order at the shop: the list sorted by the booked time.
        visitsToday: visits.map(({ id, name, count }) => ({
          name: name ?? '',
          count,
          href: listHref(adminRoute, kind.collection, { and: [visitsToday, { shop: { equals: id } }] }, 'visitAt'),
        })),
      }
    }),
  )
}

/**
 * Open requests of `kind` per shop (mail-in ones, without a shop, on a row of their own) matching
 * `also`, the busiest first, in one grouped query: a count per shop would be thousands of queries
 * with the bench's 3,000 shops.
 */
async function openCountsByShop(payload: Payload, kind: DeskKind, also: ReturnType<typeof sql>, limit: number) {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ id: number | null; name: string | null; count: string }>(sql`
    select r.shop_id as id, s.name, count(*) as count
    from ${sql.identifier(kind.table)} r left join shops s on s.id = r.shop_id
    where r.status in (${sql.join(
      openStatuses(kind.flow).map((status) => sql`${status}`),
      sql`, `,
    )}) ${also}
    group by r.shop_id, s.name
    order by count(*) desc, s.name
    limit ${limit}`)
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }))
}

/** Open requests per shop, the busiest first. */
export const openByShop = (payload: Payload, kind: DeskKind, limit = 10) => openCountsByShop(payload, kind, sql``, limit)

/** Today's open visits per shop (the Korean day of `now`), the busiest first. */
export const visitsTodayByShop = (payload: Payload, kind: DeskKind, now: Date, limit = 10) =>
  openCountsByShop(
    payload,
    kind,
    sql`and r.method = 'visit' and r.visit_at >= ${seoulDayStart(now).toISOString()} and r.visit_at < ${seoulDayStartAfter(now, 1).toISOString()}`,
    limit,
  )
