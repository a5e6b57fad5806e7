import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { hasRole, isCustomerUser } from '@/access/roles'
import { refusal, type Actor, type Flow } from '@/shared/workflow'

const actorOf = ({ user }: PayloadRequest): Actor => {
  if (isCustomerUser(user)) return 'customer'
  if (hasRole(user, 'admin', 'manager', 'staff')) return 'staff'
  return 'system'
}

type Entry = { status: string; at: string; actor: Actor; note: string | null; staffUser: number | null }

/**
 * Enforces `flow` on every write and appends who/when/note to the timeline. A create always
 * starts at the initial status; writing the current status again changes nothing.
 */
export const recordStatusChange =
  (flow: Flow): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc, req }) => {
    const actor = actorOf(req)
    const note = typeof data.statusNote === 'string' && data.statusNote.trim() ? data.statusNote.trim() : null
    const entry = (status: string): Entry => ({
      status,
      at: new Date().toISOString(),
      actor,
      note,
      staffUser: actor === 'staff' ? Number(req.user!.id) : null,
    })
    if (operation === 'create') return { ...data, status: flow.initial, timeline: [entry(flow.initial)] }

    const from = originalDoc.status as string
    const to = (data.status as string | undefined) ?? from
    if (to === from) return data
    const why = refusal(flow, from, to, actor, note)
    if (why) throw new APIError(why, 400, null, true)
    return { ...data, timeline: [...(data.timeline ?? originalDoc.timeline ?? []), entry(to)] }
  }
