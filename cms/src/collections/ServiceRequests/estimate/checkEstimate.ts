import { randomBytes } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { timelineEntry, withEntry } from '@/requests/workflow/recordStatusChange'
import type { ServiceRequest } from '@/payload-types'
import { estimateRefusals, estimateSummary } from '@storefront/rules/estimate'

type Estimate = NonNullable<ServiceRequest['estimate']>

const refuse = (message: string) => new APIError(message, 400, null, true)

/** Set by estimateEndpoints on the write that records the customer's answer: only it may decline. */
export const ANSWERING = 'estimateAnswer'

/**
 * Staff send an estimate by saving its parts and labour while the request is 접수 완료: it goes on
 * the timeline and mails the customer with a link to answer (a new nonce names it; a revised one
 * asks again). An empty estimate in the form changes nothing (a form opened before it was sent).
 * Then nothing is repaired at a cost without the answer: no 수리 중 while it waits, and no cost
 * above what the customer approved. A request filed under a service program is free: no estimate,
 * no cost but 0, which it gets when it is completed.
 */
export const checkEstimate: CollectionBeforeChangeHook<ServiceRequest> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before: Estimate = originalDoc.estimate ?? {}
  const status = data.status ?? originalDoc.status
  let next = data
  let estimate = before

  if (!req.context[ANSWERING]) {
    if (status === 'declined' && originalDoc.status !== 'declined') throw refuse(estimateRefusals.declineHere)
    const given = data.estimate
    const parts = given?.parts ?? null
    const labour = given?.labour ?? null
    const note = given?.note?.trim() || null
    const changed = parts !== (before.parts ?? null) || labour !== (before.labour ?? null) || note !== (before.note?.trim() || null)
    if (given && (parts !== null || labour !== null || note) && changed) {
      if (originalDoc.program) throw refuse(estimateRefusals.programFree)
      if (status !== 'received') throw refuse(estimateRefusals.notNow)
      if (parts === null || labour === null || parts + labour <= 0) throw refuse(estimateRefusals.lines)
      estimate = {
        parts,
        labour,
        note,
        total: parts + labour,
        state: 'pending',
        sentAt: new Date().toISOString(),
        answeredAt: null,
        answeredVia: null,
        nonce: randomBytes(12).toString('base64url'),
      }
      const entry = timelineEntry(req, status, estimateSummary({ parts, labour, note }), 'estimated')
      next = { ...next, timeline: withEntry(next, originalDoc, entry) as ServiceRequest['timeline'] }
    }
    // What the form sends of the answer and the rest is never taken: only the endpoints answer.
    if (given) next = { ...next, estimate }
  } else {
    estimate = data.estimate ?? before
  }

  if (status === 'in-repair' && originalDoc.status !== 'in-repair' && estimate.state === 'pending') throw refuse(estimateRefusals.awaiting)
  const cost = data.cost === undefined ? undefined : (data.cost ?? null)
  if (cost !== undefined && cost !== (originalDoc.cost ?? null) && cost !== null && cost > 0) {
    if (originalDoc.program) throw refuse(estimateRefusals.programFree)
    if (estimate.state !== 'approved' || typeof estimate.total !== 'number') throw refuse(estimateRefusals.costWithoutApproval)
    if (cost > estimate.total) throw refuse(estimateRefusals.costAboveApproval(estimate.total))
  }
  if (originalDoc.program && status === 'completed' && (cost ?? originalDoc.cost ?? null) === null) next = { ...next, cost: 0 }
  return next
}
