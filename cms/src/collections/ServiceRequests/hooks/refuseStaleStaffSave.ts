import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isStaffUser } from '@/access/roles'
import { relationId } from '@storefront/rules/relation-id'

/** What a customer changes on their own request while it waits: the shop of a visit and the booked time. */
const CUSTOMER_FIELDS = [
  { name: 'shop', label: '방문 매장', same: (a: unknown, b: unknown) => relationId(a) === relationId(b) },
  { name: 'visitAt', label: '방문 예약 시각', same: (a: unknown, b: unknown) => instant(a) === instant(b) },
] as const

const instant = (value: unknown) => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : null)

/**
 * The admin panel's form sends back every field as it was when the page was opened, with that
 * version's `updatedAt`. A customer who moved their waiting visit to another shop, or booked
 * another time, meanwhile would have it moved back by staff's next save (decision 0036). A staff
 * save from a form older than the record that would put back what the customer changed is
 * refused, naming it; from a fresh form (or not touching those fields) it goes through.
 */
export const refuseStaleStaffSave: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !isStaffUser(req.user) || !originalDoc?.updatedAt) return data
  const openedAt = instant(data.updatedAt)
  if (openedAt === null || openedAt >= (instant(originalDoc.updatedAt) ?? 0)) return data
  const undone = CUSTOMER_FIELDS.filter(({ name, same }) => data[name] !== undefined && !same(data[name], originalDoc[name]))
  if (undone.length === 0) return data
  throw new APIError(
    `이 화면을 연 뒤에 고객이 신청을 바꿨습니다(바뀐 항목: ${undone.map(({ label }) => label).join(', ')}). 페이지를 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해 주세요.`,
    409,
    null,
    true,
  )
}
