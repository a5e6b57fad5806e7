import { APIError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { lockFor } from '@/lib/locks'
import { nextNumber } from '@/lib/numbers'
import { openStatuses, type Flow } from '@storefront/rules/workflow'
import { relationId } from '@storefront/rules/relation-id'

/** Another kind of request that, while open, keeps a device from being filed for this kind. */
type Blocker = { collection: CollectionSlug; flow: Flow; message: string }

/**
 * Filing a service request or trade-in: for an active registered device, the consumer's own; at
 * most one open request of the kind per device, and none while a `blockedBy` request is open (a
 * device in A/S is not traded in, one being traded in gets no A/S), also under concurrent filings:
 * one lock per device, whatever the kind, until the transaction ends. Takes the owner from the
 * device; `numberRequest`, the last of the hooks, gives the number.
 */
export const fileRequest =
  ({ collection, flow, blockedBy }: { collection: CollectionSlug; flow: Flow; blockedBy: Blocker }): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const device = data.device ? await req.payload.findByID({ collection: 'devices', id: relationId(data.device)!, depth: 0, req, disableErrors: true }) : null
    const mine = device && (!isCustomerUser(req.user) || relationId(device.customer) === req.user!.id)
    if (!device || !mine || device.status !== 'active') {
      throw new APIError('정품 등록된 본인 기기만 신청할 수 있습니다.', 400, null, true)
    }
    await lockFor(req.payload, req, `requests:device:${device.id}`)
    const openFor = async (kind: CollectionSlug, kindFlow: Flow) =>
      (await req.payload.count({ collection: kind, where: { and: [{ device: { equals: device.id } }, { status: { in: openStatuses(kindFlow) } }] }, req }))
        .totalDocs > 0
    if (await openFor(collection, flow)) throw new APIError('이 기기로 진행 중인 신청이 이미 있습니다.', 409, null, true)
    if (await openFor(blockedBy.collection, blockedBy.flow)) throw new APIError(blockedBy.message, 400, null, true)
    return { ...data, customer: relationId(device.customer) }
  }

/**
 * A new request's number (AS-/TI-YYYYMMDD-0001), from the day's counter: one row, locked until the
 * filing commits, so every filing of the kind that day waits for the one before. Taken after every
 * check, as the last beforeChange hook, so that wait is the insert's and not the checks' too: thirteen
 * filings at once held the pool's connections in line past its 10 s wait (notices.int.test.ts).
 */
export const numberRequest =
  (prefix: string): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) =>
    operation === 'create' ? { ...data, number: await nextNumber(req.payload, prefix, req) } : data
