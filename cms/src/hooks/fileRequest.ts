import { APIError, type CollectionBeforeChangeHook, type CollectionSlug } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { nextNumber } from '@/lib/numbers'
import { openStatuses, type Flow } from '@/shared/workflow'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/**
 * Filing a service request or trade-in: for an active registered device, the consumer's own; at
 * most one open request of the kind per device. Takes the owner from the device and gives the
 * request its number (AS-/TI-YYYYMMDD-0001).
 */
export const fileRequest =
  ({ collection, flow, prefix }: { collection: CollectionSlug; flow: Flow; prefix: string }): CollectionBeforeChangeHook =>
  async ({ data, operation, req }) => {
    if (operation !== 'create') return data
    const device = data.device ? await req.payload.findByID({ collection: 'devices', id: idOf(data.device), depth: 0, req, disableErrors: true }) : null
    const mine = device && (!isCustomerUser(req.user) || idOf(device.customer) === req.user!.id)
    if (!device || !mine || device.status !== 'active') {
      throw new APIError('정품 등록된 본인 기기만 신청할 수 있습니다.', 400, null, true)
    }
    const { totalDocs } = await req.payload.count({
      collection,
      where: { and: [{ device: { equals: device.id } }, { status: { in: openStatuses(flow) } }] },
      req,
    })
    if (totalDocs > 0) throw new APIError('이 기기로 진행 중인 신청이 이미 있습니다.', 409, null, true)
    return { ...data, customer: idOf(device.customer), number: await nextNumber(req.payload, prefix, req) }
  }
