import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import type { TradeIn } from '@/payload-types'
import { relationId } from '@storefront/rules/relation-id'

/** Completing grants a credit: what staff enter, or else the event's credit for the model, recorded when filed. */
export const grantCreditOnCompletion: CollectionBeforeChangeHook<TradeIn> = ({ data, operation, originalDoc }) => {
  const completing = operation === 'update' && originalDoc && data.status === 'completed' && originalDoc.status !== 'completed'
  if (!completing || typeof (data.creditGranted ?? originalDoc.creditGranted) === 'number') return data
  if (typeof originalDoc.expectedCredit !== 'number') throw new APIError('보상 완료로 바꾸려면 지급한 보상 금액을 입력하세요.', 400, null, true)
  return { ...data, creditGranted: originalDoc.expectedCredit }
}

/**
 * A completed trade-in hands the device to the brand: its registration ends as transferred (to no
 * customer, which collections/Devices/hooks/changeStatus allows for this context only), in the
 * same transaction, and the serial is released.
 */
export const transferDeviceOnCompletion: CollectionAfterChangeHook<TradeIn> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || doc.status !== 'completed' || previousDoc?.status === 'completed') return doc
  const device = await req.payload.findByID({ collection: 'devices', id: relationId(doc.device), depth: 0, req, disableErrors: true })
  // Revoked or transferred meanwhile by staff: that decision stands.
  if (device?.status !== 'active') return doc
  await req.payload.update({
    collection: 'devices',
    id: device.id,
    data: { status: 'transferred', statusNote: `보상 판매 ${doc.number ?? ''} 완료로 브랜드에 양도` },
    context: { transferToBrand: true },
    depth: 0,
    req,
  })
  return doc
}
