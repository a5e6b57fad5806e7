import { APIError, type Endpoint } from 'payload'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { bookableDays, bookingHours, slotsOn, slotWords, stillBookable } from '@storefront/rules/visit-booking'
import { openStatuses } from '@storefront/rules/workflow'

export interface VisitSlots {
  days: { day: string; label: string; slots: { at: string; time: string; left: number }[] }[]
}

/**
 * GET /api/shops/:id/visit-slots — the days and slots a visit can be booked for at an active shop
 * that takes A/S, with how many places each has left: counts only, nobody's booking. Asked afresh
 * each time (a place goes when someone books it).
 */
export const visitSlotsEndpoint: Endpoint = {
  path: '/:id/visit-slots',
  method: 'get',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const shop = Number.isSafeInteger(id)
      ? await req.payload.findByID({ collection: 'shops', id, depth: 0, overrideAccess: true, req, disableErrors: true })
      : null
    if (!shop?.active || !shop.services?.includes('service')) throw new APIError('매장을 찾을 수 없습니다.', 404, null, true)
    const hours = bookingHours(shop.visitBooking)
    const now = new Date()
    const days = hours ? bookableDays(hours, now) : []
    const slots = hours ? days.flatMap((day) => slotsOn(hours, day)).filter((slot) => stillBookable(slot, now)) : []
    const booked = new Map<string, number>()
    if (slots.length) {
      const { docs } = await req.payload.find({
        collection: 'service-requests',
        where: {
          and: [
            { shop: { equals: id } },
            { visitAt: { greater_than_equal: slots[0] } },
            { visitAt: { less_than_equal: slots.at(-1) } },
            { status: { in: openStatuses(serviceFlow) } },
          ],
        },
        select: { visitAt: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const { visitAt } of docs) if (visitAt) booked.set(new Date(visitAt).toISOString(), (booked.get(new Date(visitAt).toISOString()) ?? 0) + 1)
    }
    const answer: VisitSlots = {
      days: days
        .map((day) => {
          const open = slots.filter((slot) => slotsOn(hours!, day).includes(slot))
          return {
            day,
            label: open[0] ? slotWords(open[0]).day : day,
            slots: open.map((at) => ({ at, time: slotWords(at).time, left: Math.max(0, hours!.capacity - (booked.get(at) ?? 0)) })),
          }
        })
        .filter((day) => day.slots.length > 0),
    }
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } })
  },
}
