import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { timelineEntry, withEntry } from '@/requests/workflow/recordStatusChange'
import type { TradeIn } from '@/payload-types'
import { creditFor, inspectionNote, type TradeInGrade } from '@storefront/rules/trade-in'
import { relationId } from '@storefront/rules/relation-id'

/**
 * Staff confirm the grade once the device is in their hands: the credit becomes the event's for
 * that grade (or what they enter instead), and the timeline says so, with the difference from the
 * customer's estimate and, when it is less, the reason they must give (the status note, which this
 * entry takes). The customer reads it on the request's page and in a mail.
 */
export const confirmInspection: CollectionBeforeChangeHook<TradeIn> = async ({ data, operation, originalDoc, req }) => {
  const grade = data.inspectedGrade as TradeInGrade | null | undefined
  if (operation !== 'update' || !originalDoc || !grade || grade === originalDoc.inspectedGrade) return data
  if (originalDoc.status !== 'device-received' && data.status !== 'device-received') {
    throw new APIError('기기가 입고된 뒤에 검수 등급을 정할 수 있습니다.', 400, null, true)
  }
  const typed = typeof data.creditGranted === 'number' && data.creditGranted !== originalDoc.creditGranted ? data.creditGranted : null
  let credit = typed
  if (credit === null) {
    const [event, device] = await Promise.all([
      req.payload.findByID({ collection: 'trade-in-events', id: relationId(originalDoc.event), depth: 0, req }),
      req.payload.findByID({ collection: 'devices', id: relationId(originalDoc.device), depth: 0, req }),
    ])
    const offer = event.eligibleProducts?.find((row) => relationId(row.product) === relationId(device.product))
    if (!offer) throw new APIError('이벤트에 이 모델의 보상 금액이 없습니다. 지급 보상 금액을 직접 입력하세요.', 400, null, true)
    credit = creditFor(offer, grade)
  }
  const expected = originalDoc.expectedCredit ?? null
  const reason = typeof data.statusNote === 'string' && data.statusNote.trim() ? data.statusNote.trim() : null
  if (expected !== null && credit < expected && !reason) {
    throw new APIError('보상 금액이 예상보다 적어지면 고객에게 보일 사유를 상태 변경 메모에 적어 주세요.', 400, null, true)
  }
  const entry = timelineEntry(req, originalDoc.status, inspectionNote({ grade, expected, credit, reason }), 'inspected')
  // The note explains the inspection; a status change in the same save keeps it too (a rejection needs one).
  const statusChanges = data.status !== undefined && data.status !== originalDoc.status
  return { ...data, creditGranted: credit, ...(!statusChanges && { statusNote: null }), timeline: withEntry(data, originalDoc, entry) }
}
