import { type Endpoint, NotFound } from 'payload'
import { isStaffUser } from '@/access/roles'
import { mailAddressing, type Source } from './statusMailTask'
import type { Customer } from '@/payload-types'

/**
 * GET /api/{service-requests,trade-ins}/:id/status-mail — for staff: who a status mail of this
 * record goes to and how it names it. The admin's status control shows the mail it would send
 * (statusMailText) before a final change, with the note as it is being typed.
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
    const addressing = customer?.email ? await mailAddressing(req, collection, record, { ...customer, email: customer.email }) : null
    return Response.json({ addressing }, { headers: { 'cache-control': 'no-store' } })
  },
}
