import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '@/access/roles'
import type { Device } from '@/payload-types'
import { relationId } from '@storefront/rules/relation-id'

/**
 * Staff revoke or transfer a registration, always with a note, and say to whom a transfer goes.
 * Only an active registration changes hands; only an admin may bring an ended one back (the
 * serial may have been registered again meanwhile, which keepOneActivePerSerial refuses).
 */
export const changeStatus: CollectionBeforeChangeHook<Device> = ({ context, data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  const note = String(data.statusNote ?? '').trim()
  // People say why; the system (a local call with no user) may not need to.
  if (req.user && (!note || note === (originalDoc.statusNote ?? '').trim())) {
    throw new APIError('상태를 바꾼 이유를 메모에 적어 주세요.', 400, [{ path: 'statusNote', message: '상태를 바꾼 이유를 메모에 적어 주세요.' }], true)
  }
  if (originalDoc.status !== 'active' && !hasRole(req.user, 'admin')) {
    throw new APIError('해지되거나 양도된 등록은 다시 바꿀 수 없습니다. 새로 등록해 주세요.', 400, null, true)
  }
  // A completed trade-in (collections/TradeIns/hooks/completion) transfers to the brand, no customer.
  if (data.status === 'transferred' && !context.transferToBrand) {
    const to = relationId(data.transferTo ?? originalDoc.transferTo)
    if (!to) throw new APIError('양도받는 고객을 고르세요.', 400, [{ path: 'transferTo', message: '양도받는 고객을 고르세요.' }], true)
    if (to === relationId(originalDoc.customer)) throw new APIError('지금 등록한 고객에게는 양도할 수 없습니다.', 400, null, true)
  }
  return { ...data, statusNote: note, statusChangedAt: new Date().toISOString(), statusChangedBy: req.user?.collection === 'users' ? req.user.id : null }
}

/** A transfer moves the serial: the new owner gets an active registration of the same unit and purchase. */
export const completeTransfer: CollectionAfterChangeHook<Device> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'transferred' || previousDoc.status === 'transferred' || !doc.transferTo) return doc
  await req.payload.create({
    collection: 'devices',
    data: {
      serialNumber: doc.serialNumber,
      customer: relationId(doc.transferTo) as number,
      purchaseDate: doc.purchaseDate,
      purchaseChannel: doc.purchaseChannel,
      purchaseShop: relationId(doc.purchaseShop) as number | null,
      purchasePlace: doc.purchasePlace,
      status: 'active',
      statusNote: `양도로 등록: ${doc.statusNote ?? ''}`.trim(),
    },
    req,
  })
  return doc
}
