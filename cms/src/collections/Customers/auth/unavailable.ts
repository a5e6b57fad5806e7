import { APIError, type PayloadRequest } from 'payload'

// Payload treats a strategy that throws as "no user" (executeAuthStrategies logs and goes on), so
// a customer whose check could not be made (PostgreSQL or Firebase down) would be answered as an
// anonymous visitor: a 403 or an empty list, which the storefront takes for a definitive answer.
// The strategy marks the request instead, and every operation and consumer endpoint of the
// request answers 503 (the storefront keeps the form and asks for a retry).

const KEY = 'customerCheckUnavailable'

const TRY_LATER = '로그인 상태를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.'

export function markCustomerCheckUnavailable(req: PayloadRequest | undefined): void {
  if (req) req.context[KEY] = true
}

const customerCheckUnavailable = (req: PayloadRequest): boolean => Boolean(req.context?.[KEY])

/** Throws the 503 when this request's customer could not be checked. */
export function refuseWhenCustomerCheckUnavailable(req: PayloadRequest, message = TRY_LATER): void {
  if (customerCheckUnavailable(req)) throw new APIError(message, 503, null, true)
}

/** A beforeOperation hook (every collection and global, inputGuards). */
export const customerCheckAnswered = ({ req }: { req: PayloadRequest }): void => refuseWhenCustomerCheckUnavailable(req)
