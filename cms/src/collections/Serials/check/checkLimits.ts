import type { PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { isSerialFormat, normaliseSerial } from '@storefront/rules/serial'

// The genuineness check answers whether a serial exists and whether a code matches: limited per
// client address (walking through serial numbers) and per serial (guessing one label's code),
// in the table every replica shares (docs/decisions/0016; the numbers: docs/product.md#rate-limits).
const SERIAL_CHECK_LIMITS = {
  perClient: limitOf(RATE_LIMITS.serialCheck.perAddress),
  perSerial: limitOf(RATE_LIMITS.serialCheck.perSerial),
}

let limiters: { perClient: RateLimiterAbstract; perSerial: RateLimiterAbstract } | undefined

/** Null when the check may run; otherwise the Korean message and the wait in seconds. */
export async function limitSerialCheck(req: PayloadRequest, serialNumber: string): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const limiter = sharedLimiters(req.payload)
  limiters ??= {
    perClient: limiter('serial-check:client', SERIAL_CHECK_LIMITS.perClient),
    perSerial: limiter('serial-check:serial', SERIAL_CHECK_LIMITS.perSerial),
  }
  const serial = normaliseSerial(serialNumber)
  // Only a well-formed serial has a budget of its own; anything else costs the client only. The
  // serial first: guesses it refuses do not count against a shop's address (docs/decisions/0080).
  const checks: Array<[RateLimiterAbstract, string]> = isSerialFormat(serial) ? [[limiters.perSerial, serial]] : []
  const admission = await admit([...checks, [limiters.perClient, requestClient(req)]])
  if (admission.ok) return null
  return { message: `정품 확인 요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`, retryAfterSeconds: admission.retryAfterSeconds }
}
