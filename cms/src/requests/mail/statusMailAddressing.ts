import { type Endpoint, NotFound } from 'payload'
import { isStaffUser } from '@/access/roles'
import { mailAddressing, type Source } from './statusMailTask'
import type { Customer } from '@/payload-types'
import { channelFor, masked } from '@/notices/dispatch'

/**
 * GET /api/{service-requests,trade-ins}/:id/status-mail — for staff: who a status notice of this
 * record goes to, how it names it, and by which channel (the customer's, notices/dispatch: null
 * when there is no way to reach them). The admin's status control shows the mail or the KakaoTalk
 * or text notice it would send before a final change, with the note as it is being typed.
 */
export const statusMailAddressing: Endpoint = {
  path: '/:id/status-mail',
  method: 'get',
  handler: async (req) => {
    if (!isStaffUser(req.user)) return Response.json({ errors: [{ message: '직원만 볼 수 있습니다.' }] }, { status: 403 })
    const collection = req.routeParams?.collection as Source
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id)) throw new NotFound(req.t)
    const record = await req.payload.findByID({ collection, id, depth: 1, req, overrideAccess: false, disableErrors: true })
    if (!record) throw new NotFound(req.t)
    const customer = record.customer as Customer | null
    const channel = customer ? channelFor(customer) : null
    const to = channel === 'email' ? customer?.email : customer?.phone && masked(customer.phone)
    const addressing = customer && channel && to ? await mailAddressing(req, collection, record, { ...customer, email: to }) : null
    return Response.json({ addressing, channel }, { headers: { 'cache-control': 'no-store' } })
  },
}
