import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'
import { assessSerial, type Refusal, refusals } from '../assessSerial'
import { limitSerialCheck } from './checkLimits'

/**
 * POST /api/serials/check `{ serialNumber, authCode? }` — the genuineness check of /device/register,
 * open to visitors (they sign in after it). Answers about that one serial only: `{ result }`, plus
 * the product (public anyway: name, picture, warranty, release day) once the serial is known to be genuine,
 * and the Korean message of a refusal. POST keeps codes out of URLs and logs. Too many checks: 429
 * `{ result: 'rate-limited', message }`.
 */
export const checkEndpoint: Endpoint = {
  path: '/check',
  method: 'post',
  handler: async (req) => {
    await refuseNonObjectJson(req)
    await addDataAndFileToRequest(req)
    const { serialNumber, authCode } = (req.data ?? {}) as { serialNumber?: unknown; authCode?: unknown }
    const serial = typeof serialNumber === 'string' ? serialNumber : ''
    const limited = await limitSerialCheck(req, serial)
    if (limited) {
      const { message, retryAfterSeconds } = limited
      return Response.json(
        { result: 'rate-limited', message },
        { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) } },
      )
    }
    const assessment = await assessSerial(req, serial, typeof authCode === 'string' ? authCode : undefined, true)
    const headers = { 'cache-control': 'no-store' }
    if (!assessment.serial) return Response.json({ result: assessment.result, message: refusals[assessment.result as Refusal].message }, { headers })
    const { id, name, code, hasAuthCode, warrantyMonths, releasedOn, image } = await req.payload.findByID({
      collection: 'products',
      id: assessment.serial.product as number,
      depth: 1,
      req,
    })
    const picture = typeof image === 'object' ? { url: image.sizes?.card?.url ?? image.url ?? null, alt: image.alt ?? name } : null
    const product = { id, name, code, hasAuthCode, warrantyMonths, releasedOn: releasedOn ?? null, image: picture }
    const message = assessment.result === 'ok' ? undefined : refusals[assessment.result].message
    return Response.json({ result: assessment.result, product, message }, { headers })
  },
}
