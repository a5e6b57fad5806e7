import { cms } from '~/features/cms/cms-client.server'
import type { ServiceDetail } from './types'
import { changeMyRequest } from '~/features/requests/changes.server'
import { readMyRequest } from './service.server'

// Booking my visit to the shop (ServiceRequests/visit in the CMS): the shop's slots with the places
// left, and my booking, changed with my own session; the CMS refuses a full slot in Korean.

export interface VisitSlotsView {
  days: { day: string; label: string; slots: { at: string; time: string; left: number }[] }[]
}

/** My request and its shop's slots, for /user/service/visit/{id}; null when it is not mine. */
export async function readVisitChoice(id: number): Promise<{ request: ServiceDetail; slots: VisitSlotsView } | null> {
  const request = await readMyRequest(id)
  if (!request) return null
  const slots = request.shop && request.visit?.canBook ? await cms().get<VisitSlotsView>(`/api/shops/${request.shop.id}/visit-slots`) : { days: [] }
  return { request, slots }
}

/** Books my visit for `visitAt` (a slot's start), or drops the booking with null. */
export const bookMyVisit = (id: number, visitAt: string | null) =>
  changeMyRequest('service-requests', id, { visitAt }, '방문 예약을 저장하지 못했습니다. 잠시 후 다시 시도하세요.')
