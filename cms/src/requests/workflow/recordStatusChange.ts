import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { isCustomerUser, isStaffUser } from '@/access/roles'
import { closedStatuses, refusal, type Actor, type Flow, type TimelineEvent } from '@storefront/rules/workflow'

const actorOf = ({ user }: PayloadRequest): Actor => {
  if (isCustomerUser(user)) return 'customer'
  if (isStaffUser(user)) return 'staff'
  return 'system'
}

type Entry = { status: string; at: string; actor: Actor; note: string | null; staffUser: number | null; event?: TimelineEvent }

/** One line of a record's public timeline: who made `req`, now, in `status`; an `event` when the status did not change. */
export function timelineEntry(req: PayloadRequest, status: string, note: string | null, event?: TimelineEvent): Entry {
  const actor = actorOf(req)
  return { status, at: new Date().toISOString(), actor, note, staffUser: actor === 'staff' ? Number(req.user!.id) : null, ...(event && { event }) }
}

/** The timeline after this write: what earlier hooks of the same write added, then `entry`. */
export const withEntry = (data: { timeline?: unknown[] | null }, originalDoc: { timeline?: unknown[] | null } | undefined, entry: Entry) => [
  ...(data.timeline ?? originalDoc?.timeline ?? []),
  entry,
]

/**
 * Enforces `flow` on every write and appends who/when/note to the timeline. A create always
 * starts at the initial status; writing the current status again changes nothing.
 */
export const recordStatusChange =
  (flow: Flow): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc, req }) => {
    const note = typeof data.statusNote === 'string' && data.statusNote.trim() ? data.statusNote.trim() : null
    if (operation === 'create') return { ...data, status: flow.initial, timeline: [timelineEntry(req, flow.initial, note)] }

    const from = originalDoc.status as string
    const to = (data.status as string | undefined) ?? from
    if (to === from) return data
    const why = refusal(flow, from, to, actorOf(req), note)
    if (why) throw new APIError(why, 400, null, true)
    const entry = timelineEntry(req, to, note)
    // When it closes: the retention period (jobs/retention) runs from here.
    const closedAt = closedStatuses(flow).includes(to) ? { closedAt: entry.at } : {}
    return { ...data, ...closedAt, timeline: withEntry(data, originalDoc, entry) }
  }
