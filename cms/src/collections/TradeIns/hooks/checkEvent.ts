import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { lockFor } from '@/lib/locks'
import { creditFor, gradeOf, tradeInRefusals } from '@storefront/rules/trade-in'
import { relationId } from '@storefront/rules/relation-id'
import { verifiedPersonOf } from '@/collections/Customers/identity/verifiedAdult'
import { accountsOfPerson, countedTradeIns } from '../participation'

/**
 * A trade-in joins a published event that is running, for a device whose model the event takes,
 * within the event's per-customer limit, counted per verified person across their accounts
 * (docs/decisions/0060), also under concurrent submissions (a lock per person and event until the
 * transaction ends). Records the grade the customer's answers give and the
 * credit the event offers for that model at that grade. Runs
 * after requests/fileRequest, which has checked the device (its own, active, no open A/S), locked it
 * and set the customer.
 */
export const checkEvent: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const refuse = (message: string) => new APIError(message, 400, null, true)
  const event = data.event
    ? await req.payload.findByID({ collection: 'trade-in-events', id: relationId(data.event)!, depth: 0, req, disableErrors: true })
    : null
  const now = Date.now()
  if (!event || event._status !== 'published') throw refuse(tradeInRefusals.unknownEvent)
  if (now < Date.parse(event.startsAt) || now > Date.parse(event.endsAt)) throw refuse(tradeInRefusals.notRunning)

  const device = await req.payload.findByID({ collection: 'devices', id: relationId(data.device)!, depth: 0, req })
  const offer = event.eligibleProducts?.find((row) => relationId(row.product) === relationId(device.product))
  if (!offer) throw refuse(tradeInRefusals.model)

  // The person behind the account; staff entering a request for a customer not verified count the account alone.
  const customerId = relationId(data.customer)!
  const personKey = await verifiedPersonOf(req, customerId).catch(() => null)
  await lockFor(req.payload, req, personKey ? `trade-ins:event:${event.id}:person:${personKey}` : `trade-ins:event:${event.id}:customer:${customerId}`)
  const accounts = await accountsOfPerson(req, customerId, personKey)
  const counted = await countedTradeIns(req, event.id, accounts, event.perCustomerLimit)
  if (counted.length >= event.perCustomerLimit) {
    const elsewhere = counted.some((tradeIn) => relationId(tradeIn.customer) !== customerId)
    throw refuse(elsewhere ? tradeInRefusals.samePerson(event.title) : tradeInRefusals.limit(event.perCustomerLimit))
  }
  // The exterior is required and validated before this hook; without it there is no grade to price.
  const grade = gradeOf(data.condition ?? {})
  if (!grade) throw refuse('기기 외관 상태를 골라 주세요.')
  return { ...data, grade, expectedCredit: creditFor(offer, grade) }
}
