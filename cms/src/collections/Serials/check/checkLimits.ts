import type { PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { isSerialFormat, normaliseSerial } from '@storefront/rules/serial'

// The genuineness check answers whether a serial exists and whether a code matches: limited per
// client address (walking through serial numbers) and per serial (guessing one label's code),
// in the table every replica shares (docs/decisions/0016).
const SERIAL_CHECK_LIMITS = {
  perClient: { points: 30, duration: 15 * 60 },
  perSerial: { points: 10, duration: 15 * 60 },
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
  const checks: Array<[RateLimiterAbstract, string]> = [[limiters.perClient, requestClient(req)]]
  // Only a well-formed serial has a budget of its own; anything else costs the client only.
  if (isSerialFormat(serial)) checks.push([limiters.perSerial, serial])
  const admission = await admit(checks)
  if (admission.ok) return null
  return { message: `정품 확인 요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`, retryAfterSeconds: admission.retryAfterSeconds }
}
