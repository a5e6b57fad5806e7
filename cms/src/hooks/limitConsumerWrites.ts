import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { isCustomerUser } from '@/access/roles'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'

// A consumer may write to the CMS directly (REST with their Firebase credential) as well as
// through the storefront, so the CMS limits their writes itself: per customer and per client, and
// the bytes they upload per day (docs/decisions/0032). The budgets sit above the storefront's,
// since one form post there is up to six writes here (five photos and the request); the numbers
// and why: docs/product.md#rate-limits. Staff are not limited.

export const CONSUMER_WRITE_LIMITS = {
  perCustomer: limitOf(RATE_LIMITS.cmsWrites.perCustomer),
  perClient: limitOf(RATE_LIMITS.cmsWrites.perAddress),
  uploadBytesPerDay: limitOf(RATE_LIMITS.cmsWrites.uploadBytesPerDay),
}

const WRITES = new Set(['create', 'update', 'delete'])
// Hooks of the write run more operations on the same request: one request counts once.
const COUNTED = Symbol('consumer write counted')

let limiters: Record<keyof typeof CONSUMER_WRITE_LIMITS, RateLimiterAbstract> | undefined

const tooMany = (retryAfterSeconds: number) => new APIError(`요청이 너무 많습니다. ${retryInMinutes(retryAfterSeconds)}`, 429, null, true)

export const limitConsumerWrites: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // Requests from outside only: our own code's local calls (hooks, jobs) are not the consumer's.
  const fromOutside = req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'
  if (fromOutside && WRITES.has(operation) && isCustomerUser(req.user)) await countConsumerWrite(req)
  return args
}

/**
 * Counts one write of the signed-in consumer making `req`, once per request, and the bytes of its
 * file; past a limit, throws a 429 in Korean. The collections' writes call it through
 * limitConsumerWrites, the consumer endpoints that write (`/customers/me/…`) themselves.
 */
export async function countConsumerWrite(req: PayloadRequest): Promise<void> {
  const context = req.context as Record<symbol, boolean>
  if (!isCustomerUser(req.user) || context[COUNTED]) return
  context[COUNTED] = true
  const limiter = sharedLimiters(req.payload)
  limiters ??= {
    perCustomer: limiter('cms-write:customer', CONSUMER_WRITE_LIMITS.perCustomer),
    perClient: limiter('cms-write:client', CONSUMER_WRITE_LIMITS.perClient),
    uploadBytesPerDay: limiter('cms-upload-bytes:customer', CONSUMER_WRITE_LIMITS.uploadBytesPerDay),
  }
  const customer = String(req.user!.id)
  // The customer first: writes refused to one customer do not count against a shop's address (docs/decisions/0080).
  const admission = await admit([
    [limiters.perCustomer, customer],
    [limiters.perClient, requestClient(req)],
  ])
  if (!admission.ok) throw tooMany(admission.retryAfterSeconds)
  const bytes = req.file?.size ?? 0
  if (bytes > 0) {
    try {
      await limiters.uploadBytesPerDay.consume(customer, bytes)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      throw new APIError('오늘 올릴 수 있는 파일 용량을 모두 사용했습니다. 내일 다시 올려 주세요.', 429, null, true)
    }
  }
}
