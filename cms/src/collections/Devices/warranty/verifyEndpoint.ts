import type { Endpoint, PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { requestClient, sharedLimiters } from '@/lib/rateLimits'
import { limitOf, RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { admit, retryInMinutes } from '@storefront/rules/rate-limits.server'
import { seoulDay } from '@storefront/rules/seoul-date'
import { inWarranty } from '@storefront/rules/warranty'
import { type ApplyingProgram, programsForDevices } from '@/collections/ServicePrograms/coverage'
import { isWarrantyCode, normaliseWarrantyCode, WARRANTY_CODE_FORMAT_PROBLEM } from '@storefront/rules/warranty-code'

// Codes are twelve characters of base32 (60 bits): a client walking through them is stopped long
// before it finds one, in the table every replica shares (docs/decisions/0016; the number:
// docs/product.md#rate-limits).
const WARRANTY_CHECK_LIMITS = { perClient: limitOf(RATE_LIMITS.warrantyCheck.perAddress) }
let limiter: RateLimiterAbstract | undefined

/** "AB12-****-**89": enough of the serial to match the label in hand, not to copy it. */
const maskSerial = (serial: string) => (serial.length <= 6 ? serial : `${serial.slice(0, 4)}${'*'.repeat(serial.length - 6)}${serial.slice(-2)}`)

type WarrantyCheck =
  | { result: 'bad-format' | 'unknown' | 'rate-limited'; message: string }
  | {
      result: 'valid' | 'expired' | 'inactive'
      device: { productName: string; serialNumber: string; purchaseDate: string; warrantyEnd: string }
      /** The service programs running now that cover the unit, while its registration is active. */
      programs: ApplyingProgram[]
    }

async function check(req: PayloadRequest, typed: string): Promise<{ status: number; body: WarrantyCheck; retryAfter?: number }> {
  limiter ??= sharedLimiters(req.payload)('warranty-check:client', WARRANTY_CHECK_LIMITS.perClient)
  const admission = await admit([[limiter, requestClient(req)]])
  if (!admission.ok) {
    const message = `보증서 확인 요청이 너무 많습니다. ${retryInMinutes(admission.retryAfterSeconds)}`
    return { status: 429, body: { result: 'rate-limited', message }, retryAfter: admission.retryAfterSeconds }
  }
  const code = normaliseWarrantyCode(typed)
  if (!isWarrantyCode(code)) return { status: 200, body: { result: 'bad-format', message: WARRANTY_CODE_FORMAT_PROBLEM } }
  const { docs } = await req.payload.find({
    collection: 'devices',
    where: { warrantyCode: { equals: code } },
    limit: 1,
    depth: 1,
    select: { serialNumber: true, product: true, purchaseDate: true, warrantyEnd: true, status: true },
    populate: { products: { name: true } },
    overrideAccess: true,
    req,
  })
  const device = docs[0]
  if (!device?.warrantyEnd) return { status: 200, body: { result: 'unknown', message: '이 코드의 보증서가 없습니다. 보증서에 적힌 코드를 다시 확인하세요.' } }
  const warrantyEnd = seoulDay(new Date(device.warrantyEnd))
  const result = device.status !== 'active' ? 'inactive' : inWarranty(warrantyEnd, seoulDay(new Date())) ? 'valid' : 'expired'
  const productName = typeof device.product === 'object' && device.product ? device.product.name : '바포레 기기'
  const programs = result === 'inactive' ? [] : ((await programsForDevices(req.payload, [device.id])).get(device.id) ?? [])
  return {
    status: 200,
    body: {
      result,
      device: { productName, serialNumber: maskSerial(device.serialNumber), purchaseDate: seoulDay(new Date(device.purchaseDate)), warrantyEnd },
      programs,
    },
  }
}

/**
 * GET /api/devices/verify?code=… — the public check of a warranty certificate (/device/verify):
 * whether the registration it names is active and in warranty, with the model, a masked serial
 * and the days, and the service programs that cover it; never the owner. Limited per client address.
 */
export const verifyEndpoint: Endpoint = {
  path: '/verify',
  method: 'get',
  handler: async (req) => {
    const code = typeof req.query?.code === 'string' ? req.query.code.slice(0, 40) : ''
    const { status, body, retryAfter } = await check(req, code)
    return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...(retryAfter && { 'retry-after': String(retryAfter) }) } })
  },
}
