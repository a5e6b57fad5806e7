import { APIError, type Endpoint } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { anonymiseCustomer } from './anonymiseCustomer'

/**
 * POST /api/customers/me/anonymise — the signed-in consumer's own record, recognised by the
 * Firebase credential the storefront forwards; there is no id to name anyone else's. Staff and
 * visitors are refused. Answers 200 `{ anonymisedAt, alreadyAnonymised }`.
 */
export const anonymiseEndpoint: Endpoint = {
  path: '/me/anonymise',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isCustomerUser(req.user)) throw new APIError('로그인이 필요합니다. 다시 로그인해 주세요.', 401, null, true)
    try {
      return Response.json(await anonymiseCustomer(req.payload, Number(req.user.id)))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'anonymising a customer failed', customer: req.user.id })
      throw new APIError('탈퇴를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.', 500, null, true)
    }
  },
}
