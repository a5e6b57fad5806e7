import { APIError, type Endpoint } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { countConsumerWrite } from '@/hooks/limitConsumerWrites'
import { refuseWhenCustomerCheckUnavailable } from '../auth/unavailable'
import { anonymiseCustomer } from './anonymiseCustomer'

const SIGN_IN_AGAIN = '로그인이 필요합니다. 다시 로그인해 주세요.'
const TRY_LATER = '탈퇴를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'

/**
 * POST /api/customers/me/anonymise — the signed-in consumer's own record, recognised by the
 * Firebase credential the storefront forwards; there is no id to name anyone else's. Staff and
 * visitors are refused. Answers 200 `{ anonymisedAt, alreadyAnonymised }`.
 *
 * The storefront deletes the Firebase user after a 200, and reads a 401 as "closed already", so a
 * 401 must be definitive: when the credential could not be checked (Firebase or the database
 * unreachable, auth/unavailable), the answer is 503 and the storefront changes nothing.
 */
export const anonymiseEndpoint: Endpoint = {
  path: '/me/anonymise',
  method: 'post',
  handler: async (req) => {
    refuseWhenCustomerCheckUnavailable(req, TRY_LATER)
    if (!req.user || !isCustomerUser(req.user)) throw new APIError(SIGN_IN_AGAIN, 401, null, true)
    await countConsumerWrite(req)
    try {
      return Response.json(await anonymiseCustomer(req.payload, Number(req.user.id)))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'anonymising a customer failed', customer: req.user.id })
      throw new APIError(TRY_LATER, 500, null, true)
    }
  },
}
