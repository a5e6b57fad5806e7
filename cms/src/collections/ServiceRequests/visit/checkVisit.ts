import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { timelineEntry, withEntry } from '@/requests/workflow/recordStatusChange'
import { lockFor } from '@/lib/locks'
import type { ServiceRequest } from '@/payload-types'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { bookingHours, SLOT_FULL, slotProblem, visitLabel } from '@storefront/rules/visit-booking'
import { openStatuses } from '@storefront/rules/workflow'
import { relationId } from '@storefront/rules/relation-id'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)
const instant = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

/**
 * A visit's booked slot (`visitAt`): one the shop offers and that still has room. Of two customers
 * after a slot's last place at once, one gets it: the count of open requests booked for the slot
 * is taken under a lock on that slot, in the write's transaction. Cancelling the request, moving to
 * another slot, or to another shop (whose slots are not these) frees it. The customer books while
 * the request waits to be received; staff may book for them while it is open.
 */
export const checkVisit: CollectionBeforeChangeHook<ServiceRequest> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = instant(originalDoc.visitAt)
  const shop = data.shop === undefined ? relationId(originalDoc.shop) : relationId(data.shop)
  const shopChanged = shop !== relationId(originalDoc.shop)
  let visitAt = data.visitAt === undefined ? before : instant(data.visitAt)
  // A booking is the old shop's: with another shop and no new slot, it goes.
  if (shopChanged && visitAt === before) visitAt = null
  if (visitAt === before) return data.visitAt === undefined ? data : { ...data, visitAt }

  const status = originalDoc.status
  if (visitAt === null) {
    const entry = timelineEntry(req, data.status ?? status, `${visitLabel(before!)} 방문 예약을 취소했습니다.`, 'visit-cancelled')
    return { ...data, visitAt: null, timeline: withEntry(data, originalDoc, entry) as ServiceRequest['timeline'] }
  }
  if (originalDoc.method !== 'visit') throw refuse('매장 방문 신청에만 방문 예약을 할 수 있습니다.')
  if (!openStatuses(serviceFlow).includes(status)) throw refuse('종료된 신청은 바꿀 수 없습니다.')
  if (isCustomerUser(req.user) && status !== 'requested') throw refuse('접수된 뒤에는 방문 예약을 바꿀 수 없습니다. 매장으로 연락해 주세요.')
  const booking = shop ? (await req.payload.findByID({ collection: 'shops', id: shop, depth: 0, req })).visitBooking : null
  const problem = slotProblem(booking, visitAt, new Date())
  if (problem) throw refuse(problem)

  await lockFor(req.payload, req, `visit-slot:${shop}:${visitAt}`)
  const { totalDocs } = await req.payload.count({
    collection: 'service-requests',
    where: {
      and: [
        { shop: { equals: shop } },
        { visitAt: { equals: visitAt } },
        { status: { in: openStatuses(serviceFlow) } },
        { id: { not_equals: originalDoc.id } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= bookingHours(booking)!.capacity) throw refuse(SLOT_FULL, 409)
  const entry = timelineEntry(req, status, `${visitLabel(visitAt)} 방문 예약`, 'visit-booked')
  return { ...data, visitAt, timeline: withEntry(data, originalDoc, entry) as ServiceRequest['timeline'] }
}
