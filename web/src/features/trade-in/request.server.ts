import { randomUUID } from 'node:crypto'
import { isSerialFormat, normaliseSerial } from '@storefront/cms/serial'
import { PHOTOS_TOO_LARGE } from '@storefront/cms/service-request'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { getShopIndex } from '~/features/shops/shops.server'
import type { ServiceShop } from '~/features/service/types'
import { readMyTradeInEvent } from './my-event.server'
import { type TradeInErrors, tradeInMessages, validateTradeIn } from './request-form'
import type { EligibleDevice, TradeInEventPageData } from './types'
import { formAnswers, formKey, readFilesForm, uploadPhotos } from '~/features/server/form-post.server'
import { limitConsumerWrite } from '~/features/security/write-limit.server'

// /trade-in/{id}/request/{serial}: the form for one of my devices, and POST /api/trade-in/request
// that files it. As A/S (features/service/submit.server): the form's idempotency key goes with each
// photo and with the trade-in, so a double click or a retry files once; a plain form post gets a 303.

export interface TradeInForm {
  event: TradeInEventPageData
  device: EligibleDevice
  shops: ServiceShop[]
  idempotencyKey: string
}

/** Shops that take trade-ins, in the shop finder's order. */
async function tradeInShops(): Promise<ServiceShop[]> {
  const { shops } = await getShopIndex()
  return shops
    .filter(({ view }) => view.services.includes('trade-in'))
    .map(({ view, lat, lng }) => ({ id: view.id, name: view.name, district: view.district, address: view.address, lat, lng }))
}

/** Null (the 404 screen) when the event is not published or the device is not one of mine. */
export async function readTradeInForm(eventId: number, serialNumber: string): Promise<TradeInForm | null> {
  const mine = await readMyTradeInEvent(eventId)
  const device = mine?.devices.find((item) => item.serialNumber === normaliseSerial(serialNumber))
  if (!mine || !device) return null
  return { event: mine.event, device, shops: await tradeInShops(), idempotencyKey: randomUUID() }
}

export async function submitTradeIn(request: Request): Promise<Response> {
  const user = await readSessionUser()
  const session = sessionCookieValue()
  const read = await readFilesForm(request, Boolean(user && session))
  const form = read instanceof FormData ? read : null
  const eventId = Number(form?.get('event'))
  const serialNumber = normaliseSerial(String(form?.get('serialNumber') ?? ''))
  const valid = Number.isSafeInteger(eventId) && eventId > 0 && isSerialFormat(serialNumber)
  const formPath = valid ? `/trade-in/${eventId}/request/${encodeURIComponent(serialNumber)}` : '/user'
  const { answer, back, toLogin } = formAnswers<TradeInErrors>(request, formPath)

  if (!user || !session) return toLogin()
  const limited = await limitConsumerWrite()
  if (limited) return back(429, { form: limited.message })
  if (read === 'too-large') return back(413, { photos: PHOTOS_TOO_LARGE })
  if (!form || !valid) return back(400, { form: tradeInMessages.form })
  // From the event lookup on, a part that fails (the CMS, PostgreSQL) is answered in Korean below.
  try {
    const step = await readTradeInForm(eventId, serialNumber)
    if (!step) return answer(404, { location: `/trade-in/${eventId}` }, `/trade-in/${eventId}`)
    const { errors, fields } = validateTradeIn(form)
    if (Object.keys(errors).length > 0) return back(400, errors)

    const key = formKey(form)
    const consumer = cms({ session })
    const photos = await uploadPhotos(consumer, fields.photos, key)
    if (photos === 'unreadable') return back(400, { photos: tradeInMessages.unreadablePhoto })
    const created = await consumer.create(
      'trade-ins',
      {
        event: eventId,
        device: step.device.id,
        condition: { exterior: fields.exterior, powersOn: fields.powersOn, accessories: fields.accessories, note: fields.note || null },
        photos,
        method: fields.method,
        shop: fields.shop,
      },
      { depth: 0 },
      { idempotencyKey: key },
    )
    const location = `/trade-in/view/${created.id}`
    return answer(200, { location }, location)
  } catch (error) {
    // The CMS's refusals (limit, already traded in, open A/S, period) are already in Korean.
    if (error instanceof CmsError && [400, 409, 429].includes(error.status) && error.consumerMessage)
      return back(error.status === 429 ? 429 : 400, { form: error.consumerMessage })
    console.error('[trade-in] request failed', error)
    return back(502, { form: tradeInMessages.form })
  }
}
