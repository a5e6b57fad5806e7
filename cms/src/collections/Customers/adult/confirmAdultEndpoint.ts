import { APIError, type Endpoint } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { countConsumerWrite } from '@/hooks/limitConsumerWrites'
import { refuseWhenCustomerCheckUnavailable } from '../auth/unavailable'

/**
 * POST /api/customers/me/adult — the signed-in consumer declares being 19 or older (정품 등록's
 * step 2, docs/product.md#genuine-device-registration). The time is the CMS's own, stamped once; a consumer cannot write the field
 * itself (hooks/stampConsents), nor back-date it, nor confirm for anyone else (there is no id).
 * Answers 200 `{ adultConfirmedAt }`.
 */
export const confirmAdultEndpoint: Endpoint = {
  path: '/me/adult',
  method: 'post',
  handler: async (req) => {
    refuseWhenCustomerCheckUnavailable(req)
    if (!req.user || !isCustomerUser(req.user)) throw new APIError('로그인이 필요합니다. 다시 로그인해 주세요.', 401, null, true)
    await countConsumerWrite(req)
    const id = Number(req.user.id)
    const customer = await req.payload.findByID({ collection: 'customers', id, depth: 0 })
    const adultConfirmedAt = customer.consents?.adultConfirmedAt ?? new Date().toISOString()
    // As the system, not as the consumer: their own writes of this field are ignored.
    if (!customer.consents?.adultConfirmedAt)
      await req.payload.update({ collection: 'customers', id, data: { consents: { ...customer.consents, adultConfirmedAt } }, depth: 0 })
    return Response.json({ adultConfirmedAt }, { headers: { 'cache-control': 'no-store' } })
  },
}
