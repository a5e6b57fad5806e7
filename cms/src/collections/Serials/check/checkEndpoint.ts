import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { refuseNonObjectJson } from '@/endpoints/jsonObjectBody'
import { contentVersion } from '@/lib/contentVersion'
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
    // The content version meanwhile: the product card below is kept per version.
    const [assessment, version] = await Promise.all([
      assessSerial(req, serial, typeof authCode === 'string' ? authCode : undefined, true),
      contentVersion(req.payload),
    ])
    const headers = { 'cache-control': 'no-store' }
    if (!assessment.serial) return Response.json({ result: assessment.result, message: refusals[assessment.result as Refusal].message }, { headers })
    const product = await productCard(req, assessment.serial.product as number, version)
    const message = assessment.result === 'ok' ? undefined : refusals[assessment.result].message
    return Response.json({ result: assessment.result, product, message }, { headers })
  },
}

type ProductCard = Awaited<ReturnType<typeof readProductCard>>

/**
 * The product as the check shows it, read once per content version (products and media bump it)
 * rather than with every check: a busy day's checks ask for the same few models.
 */
const cards = new Map<number, { version: string; card: ProductCard }>()

async function productCard(req: PayloadRequest, id: number, version: string): Promise<ProductCard> {
  const cached = cards.get(id)
  if (cached?.version === version) return cached.card
  const card = await readProductCard(req, id)
  cards.set(id, { version, card })
  return card
}

async function readProductCard(req: PayloadRequest, id: number) {
  const { name, code, hasAuthCode, warrantyMonths, releasedOn, image } = await req.payload.findByID({ collection: 'products', id, depth: 1, req })
  const picture = typeof image === 'object' ? { url: image.sizes?.card?.url ?? image.url ?? null, alt: image.alt ?? name } : null
  return { id, name, code, hasAuthCode, warrantyMonths, releasedOn: releasedOn ?? null, image: picture }
}
