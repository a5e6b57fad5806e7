// The trade-in figures above the admin list (components/TradeInFigures): per event, how many
// trade-ins are in each status, the credit granted so far and the credit still expected.
import type { Payload, Where } from 'payload'
import { tradeInFlow, type TradeInStatus } from '@storefront/rules/trade-in-flow'
import { openStatuses } from '@storefront/rules/workflow'
import { relationId } from '@storefront/rules/relation-id'

export interface EventFigures {
  event: { id: number; title: string }
  counts: Record<TradeInStatus, number>
  /** Won granted on completed trade-ins. */
  granted: number
  /** Won expected on trade-ins still open. */
  expected: number
}

const OPEN: readonly string[] = openStatuses(tradeInFlow)

/** Figures of every event with trade-ins under `where` (the list's filter), newest event first. */
export async function tradeInFigures(payload: Payload, where?: Where): Promise<EventFigures[]> {
  const { docs } = await payload.find({
    collection: 'trade-ins',
    where,
    pagination: false,
    depth: 0,
    select: { event: true, status: true, expectedCredit: true, creditGranted: true },
    overrideAccess: true,
  })
  const byEvent = new Map<number, EventFigures>()
  for (const doc of docs) {
    const id = relationId(doc.event)
    const figures =
      byEvent.get(id) ??
      byEvent
        .set(id, {
          event: { id, title: '' },
          counts: Object.fromEntries(Object.keys(tradeInFlow.labels).map((s) => [s, 0])) as EventFigures['counts'],
          granted: 0,
          expected: 0,
        })
        .get(id)!
    figures.counts[doc.status] += 1
    if (doc.status === 'completed') figures.granted += doc.creditGranted ?? 0
    if (OPEN.includes(doc.status)) figures.expected += doc.expectedCredit ?? 0
  }
  if (byEvent.size === 0) return []
  const { docs: events } = await payload.find({
    collection: 'trade-in-events',
    where: { id: { in: [...byEvent.keys()] } },
    pagination: false,
    depth: 0,
    draft: true,
    select: { title: true, startsAt: true },
    sort: '-startsAt',
    overrideAccess: true,
  })
  return events.map((event) => ({ ...byEvent.get(event.id)!, event: { id: event.id, title: event.title } }))
}
