import { APIError, type CollectionBeforeChangeHook } from 'payload'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/**
 * A trade-in joins a published event that is running, for a device whose model the event takes,
 * within the event's per-customer limit. Records the credit the event offers for that model.
 * Runs after hooks/fileRequest, which has checked the device and set the customer.
 */
export const checkEvent: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const refuse = (message: string) => new APIError(message, 400, null, true)
  const event = data.event ? await req.payload.findByID({ collection: 'trade-in-events', id: idOf(data.event), depth: 0, req, disableErrors: true }) : null
  const now = Date.now()
  if (!event || event._status !== 'published') throw refuse('참여할 수 없는 보상 판매 이벤트입니다.')
  if (now < Date.parse(event.startsAt) || now > Date.parse(event.endsAt)) throw refuse('보상 판매 이벤트 기간이 아닙니다.')

  const device = await req.payload.findByID({ collection: 'devices', id: idOf(data.device), depth: 0, req })
  const offer = event.eligibleProducts?.find((row) => idOf(row.product) === idOf(device.product))
  if (!offer) throw refuse('이 이벤트의 보상 판매 대상 제품이 아닙니다.')

  const { totalDocs } = await req.payload.count({
    collection: 'trade-ins',
    where: { and: [{ event: { equals: event.id } }, { customer: { equals: data.customer } }, { status: { not_in: ['cancelled', 'rejected'] } }] },
    req,
  })
  if (totalDocs >= event.perCustomerLimit) throw refuse(`이 이벤트는 1인당 ${event.perCustomerLimit}대까지 참여할 수 있습니다.`)
  return { ...data, expectedCredit: offer.credit }
}
