import {
  addDataAndFileToRequest,
  APIError,
  commitTransaction,
  createLocalReq,
  type Endpoint,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { isCustomerUser } from '@/access/roles'
import { countConsumerWrite } from '@/hooks/limitConsumerWrites'
import { timelineEntry, withEntry } from '@/requests/workflow/recordStatusChange'
import { lockFor } from '@/lib/locks'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import type { Product, ServiceRequest } from '@/payload-types'
import { answerNote, type EstimateAnswer, estimateRefusals, type EstimateVia } from '@storefront/rules/estimate'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { ANSWERING } from './checkEstimate'
import { verifyEstimateToken } from './estimateLink'
import { relationId } from '@storefront/rules/relation-id'

const refuse = (message: string, status = 400) => new APIError(message, status, null, true)
const noStore = { 'cache-control': 'no-store' }

// The mail's link is its own credential: a client trying links is slowed down as one guessing
// transfer codes is, in the table every replica shares (the number: docs/product.md#rate-limits).
const ESTIMATE_LINK_LIMIT = limitOf(RATE_LIMITS.estimateLink.perAddress)
let perClient: RateLimiterAbstract | undefined

async function limitLinkClient(req: PayloadRequest) {
  perClient ??= sharedLimiters(req.payload)('estimate-link:client', ESTIMATE_LINK_LIMIT)
  const admission = await admit([[perClient, requestClient(req)]])
  if (!admission.ok) throw refuse(`견적 확인 요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`, 429)
}

const answerOf = (value: unknown): EstimateAnswer => {
  if (value === 'approved' || value === 'declined') return value
  throw refuse('승인 또는 거절을 선택해 주세요.')
}

/**
 * Records the customer's answer to the estimate `nonce` names, as the customer (the timeline says
 * so), in a transaction of its own under a lock: of a double click or two tabs, one answer lands
 * and the same answer again is a success that changes nothing; a different one, or one for an
 * estimate since revised, is refused. A decline closes the request (declined: the device goes back
 * unrepaired); an approval lets staff start the repair.
 */
async function answerEstimate(req: PayloadRequest, id: number, nonce: string, answer: EstimateAnswer, via: EstimateVia) {
  const { payload } = req
  const found = await payload.findByID({ collection: 'service-requests', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  // An anonymised request (jobs/retention) has no customer and no estimate to answer.
  if (!found?.customer) throw refuse('신청을 찾을 수 없습니다.', 404)
  const customer = await payload.findByID({ collection: 'customers', id: relationId(found.customer), depth: 0, overrideAccess: true, req })
  const acting = await createLocalReq({ user: { ...customer, collection: 'customers' } }, payload)
  await initTransaction(acting)
  try {
    await lockFor(payload, acting, `service-requests:estimate:${id}`)
    const doc = await payload.findByID({ collection: 'service-requests', id, depth: 0, overrideAccess: true, req: acting })
    const estimate = doc.estimate
    if (!estimate?.nonce || estimate.nonce !== nonce) throw refuse(estimateRefusals.gone, 409)
    if (estimate.state !== answer) {
      if (estimate.state !== 'pending') throw refuse(estimateRefusals.answered(estimate.state as EstimateAnswer), 409)
      if (doc.status !== 'received') throw refuse(estimateRefusals.gone, 409)
      const note = answerNote(answer, estimate.total ?? 0, via)
      const answered = { ...estimate, state: answer, answeredAt: new Date().toISOString(), answeredVia: via }
      const data: Partial<ServiceRequest> =
        answer === 'declined'
          ? { estimate: answered, status: 'declined', statusNote: note }
          : { estimate: answered, timeline: withEntry({}, doc, timelineEntry(acting, doc.status, note, 'estimate-approved')) as ServiceRequest['timeline'] }
      await payload.update({
        collection: 'service-requests',
        id,
        data,
        depth: 0,
        overrideAccess: true,
        overrideLock: true,
        req: acting,
        context: { [ANSWERING]: true },
      })
    }
    await commitTransaction(acting)
  } catch (error) {
    await killTransaction(acting)
    throw error
  }
  const after = await payload.findByID({ collection: 'service-requests', id, depth: 0, overrideAccess: true, req })
  return Response.json({ state: after.estimate?.state, status: after.status }, { headers: noStore })
}

/** POST /api/service-requests/:id/estimate `{ answer, nonce }` — the signed-in owner answers on the request's page. */
export const answerEstimateEndpoint: Endpoint = {
  path: '/:id/estimate',
  method: 'post',
  handler: async (req) => {
    if (!req.user || !isCustomerUser(req.user)) throw refuse('로그인이 필요합니다. 다시 로그인해 주세요.', 401)
    await countConsumerWrite(req)
    await addDataAndFileToRequest(req)
    const body = (req.data ?? {}) as { answer?: unknown; nonce?: unknown }
    const id = Number(req.routeParams?.id)
    // Their own request only, read with their own access: anyone else's is not found.
    const mine = Number.isSafeInteger(id)
      ? await req.payload.findByID({ collection: 'service-requests', id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
      : null
    if (!mine) throw refuse('신청을 찾을 수 없습니다.', 404)
    return answerEstimate(req, id, typeof body.nonce === 'string' ? body.nonce : '', answerOf(body.answer), 'page')
  },
}

async function claimsOf(token: unknown) {
  const check = await verifyEstimateToken(token)
  if (!check.ok) throw refuse(check.reason === 'expired' ? estimateRefusals.expired : estimateRefusals.badLink, check.reason === 'expired' ? 410 : 400)
  return check.claims
}

/**
 * GET /api/service-requests/estimate?token= — what the mail's link shows before anyone answers: the
 * request's number and model and the estimate, never who the customer is. Opening it answers nothing
 * (mail scanners open links).
 */
export const estimateByLinkEndpoint: Endpoint = {
  path: '/estimate',
  method: 'get',
  handler: async (req) => {
    await limitLinkClient(req)
    const claims = await claimsOf(req.searchParams.get('token'))
    const doc = await req.payload.findByID({ collection: 'service-requests', id: claims.id, depth: 2, overrideAccess: true, req, disableErrors: true })
    const estimate = doc?.estimate
    if (!doc || !estimate || estimate.nonce !== claims.nonce) throw refuse(estimateRefusals.gone, 409)
    const device = typeof doc.device === 'object' ? doc.device : null
    const product = device && typeof device.product === 'object' ? (device.product as Product) : null
    return Response.json(
      {
        number: doc.number,
        productName: product?.name ?? null,
        status: doc.status,
        statusLabel: serviceFlow.labels[doc.status],
        estimate: {
          parts: estimate.parts,
          labour: estimate.labour,
          total: estimate.total,
          note: estimate.note ?? null,
          state: estimate.state,
          sentAt: estimate.sentAt,
          answeredAt: estimate.answeredAt ?? null,
          nonce: estimate.nonce,
        },
      },
      { headers: noStore },
    )
  },
}

/** POST /api/service-requests/estimate/answer `{ token, answer }` — the answer from the mail's link, no sign-in needed. */
export const answerEstimateByLinkEndpoint: Endpoint = {
  path: '/estimate/answer',
  method: 'post',
  handler: async (req) => {
    await limitLinkClient(req)
    await addDataAndFileToRequest(req)
    const body = (req.data ?? {}) as { answer?: unknown; token?: unknown }
    const answer = answerOf(body.answer)
    const claims = await claimsOf(body.token)
    return answerEstimate(req, claims.id, claims.nonce, answer, 'mail')
  },
}
