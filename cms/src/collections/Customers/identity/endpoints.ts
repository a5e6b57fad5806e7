import { randomUUID } from 'node:crypto'
import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'
import type { IdentityVerification } from '@portone/server-sdk/identityVerification'
import { isCustomerUser } from '@/access/roles'
import type { Customer } from '@/payload-types'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'
import { countConsumerWrite } from '@/hooks/limitConsumerWrites'
import { identityMessages, isAdultOn } from '@storefront/rules/identity'
import { normaliseMobile } from '@storefront/rules/phone'
import { refuseWhenCustomerCheckUnavailable } from '../auth/unavailable'
import { portOne } from './portone'

const refuse = (message: string, status: number, code: string) => new APIError(message, status, { code }, true)

async function signedInCustomer(req: PayloadRequest) {
  refuseWhenCustomerCheckUnavailable(req)
  if (!req.user || !isCustomerUser(req.user)) throw new APIError('로그인이 필요합니다. 다시 로그인해 주세요.', 401, null, true)
  await countConsumerWrite(req)
  return req.payload.findByID({ collection: 'customers', id: Number(req.user.id), depth: 0, showHiddenFields: true })
}

/** Writes the identity group as the system (its fields refuse every request's writes). */
const writeIdentity = (req: PayloadRequest, id: number, identity: NonNullable<Customer['identity']>) =>
  req.payload.update({ collection: 'customers', id, data: { identity }, depth: 0 })

/**
 * POST /api/customers/me/identity/start — a new identity verification for the signed-in customer:
 * the id the browser SDK opens PortOne's window with, kept as the only one this customer may
 * confirm next, and the public store id and channel key the SDK needs. Answers 200
 * `{ identityVerificationId, storeId, channelKey }`.
 */
export const startIdentityEndpoint: Endpoint = {
  path: '/me/identity/start',
  method: 'post',
  handler: async (req) => {
    const customer = await signedInCustomer(req)
    const portone = portOne()
    if (!portone) throw refuse(identityMessages.notConfigured, 503, 'not-configured')
    const identityVerificationId = `iv-${customer.id}-${randomUUID()}`
    await writeIdentity(req, customer.id, { ...customer.identity, pendingId: identityVerificationId })
    return Response.json({ identityVerificationId, storeId: portone.storeId, channelKey: portone.channelKey }, { headers: { 'cache-control': 'no-store' } })
  },
}

/**
 * POST /api/customers/me/identity `{ identityVerificationId }` — confirms the customer's pending
 * verification with PortOne's API, never with what the browser says: only the id this customer
 * started last, once; only a VERIFIED result of our store; only a person 19 or older on Seoul's
 * date. A minor is refused and nothing of them is kept. Keeps when, the verified name and phone,
 * and the person key (docs/decisions/0060). Answers 200 `{ adultVerifiedAt }`; refusals carry a
 * `code` (identityMessages' keys) the storefront words by.
 */
export const confirmIdentityEndpoint: Endpoint = {
  path: '/me/identity',
  method: 'post',
  handler: async (req) => {
    const customer = await signedInCustomer(req)
    const portone = portOne()
    if (!portone) throw refuse(identityMessages.notConfigured, 503, 'not-configured')
    await refuseNonObjectJson(req)
    await addDataAndFileToRequest(req)
    const sent = (req.data as { identityVerificationId?: unknown } | undefined)?.identityVerificationId
    const id = typeof sent === 'string' ? sent : ''
    // Another customer's id, one already confirmed (a replay) or one never started here.
    if (!id || id !== customer.identity?.pendingId) throw refuse('이 본인인증은 사용할 수 없습니다. 다시 인증해 주세요.', 409, 'failed')

    let found: IdentityVerification
    try {
      found = await portone.client.getIdentityVerification({ identityVerificationId: id, storeId: portone.storeId })
    } catch (error) {
      const type = (error as { data?: { type?: string } }).data?.type
      if (type === 'IDENTITY_VERIFICATION_NOT_FOUND') throw refuse(identityMessages.failed, 400, 'failed')
      req.payload.logger.error({ err: error }, 'identity verification lookup failed')
      throw refuse(identityMessages.unavailable, 503, 'unavailable')
    }
    if (found.status !== 'VERIFIED' || !('verifiedCustomer' in found) || found.id !== id) throw refuse(identityMessages.failed, 400, 'failed')
    const person = found.verifiedCustomer
    if (!person.ci || !person.birthDate) throw refuse(identityMessages.failed, 400, 'failed')
    // Nothing of a minor is written, not even that they tried.
    if (!isAdultOn(person.birthDate, new Date())) throw refuse(identityMessages.minor, 403, 'minor')

    const adultVerifiedAt = new Date().toISOString()
    await writeIdentity(req, customer.id, {
      adultVerifiedAt,
      name: person.name.slice(0, 50),
      phone: (person.phoneNumber && normaliseMobile(person.phoneNumber)) ?? null,
      personKey: portone.personKey(person.ci),
      pendingId: null,
    })
    return Response.json({ adultVerifiedAt }, { headers: { 'cache-control': 'no-store' } })
  },
}
