import { randomUUID } from 'node:crypto'
import { isSerialFormat, normaliseSerial } from '@storefront/rules/serial'
import { PHOTOS_TOO_LARGE } from '@storefront/rules/service-request'
import { getShopIndex } from '~/features/shops/shops.server'
import type { VisitShop } from '~/features/requests/types'
import { readMyTradeInEvent } from './my-event.server'
import { type TradeInErrors, tradeInFieldsByPath, tradeInMessages, validateTradeIn } from './request-form'
import type { EligibleDevice, TradeInElsewhere, TradeInEventPageData } from './types'
import { FormRefusal, handleFormPost, refuseIfAny, uploadAttachments } from '~/features/requests/form-post.server'
import { readMyIdentity } from '~/features/identity/identity.server'
import type { MyIdentity } from '~/features/identity/types'

// /trade-in/{id}/request/{serial}: the form for one of my devices, and POST /api/trade-in/request
// that files it. As A/S (features/service/submit.server): the form's idempotency key goes with each
// photo and with the trade-in, so a double click or a retry files once.

export interface TradeInForm {
  event: TradeInEventPageData
  device: EligibleDevice
  shops: VisitShop[]
  idempotencyKey: string
  /** A trade-in is adult-only: the form is shown to a verified customer, the verification to others. */
  identity: MyIdentity
  /** Where the same person took part from another account: said instead of the form when it reached the limit. */
  elsewhere: TradeInElsewhere[]
}

/** Shops that take trade-ins, in the shop finder's order. */
async function tradeInShops(): Promise<VisitShop[]> {
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
  const [shops, identity] = await Promise.all([tradeInShops(), readMyIdentity()])
  if (!identity) return null
  return { event: mine.event, device, shops, idempotencyKey: randomUUID(), identity, elsewhere: mine.elsewhere }
}

/** The event and the device the form was for, when the post names them well. */
function postedFor(form: FormData | null) {
  const eventId = Number(form?.get('event'))
  const serialNumber = normaliseSerial(String(form?.get('serialNumber') ?? ''))
  return Number.isSafeInteger(eventId) && eventId > 0 && isSerialFormat(serialNumber) ? { eventId, serialNumber } : null
}

export const submitTradeIn = (request: Request) =>
  handleFormPost<TradeInErrors>(request, {
    name: 'trade-in',
    formPath: (form) => {
      const posted = postedFor(form)
      return posted ? `/trade-in/${posted.eventId}/request/${encodeURIComponent(posted.serialNumber)}` : '/user'
    },
    failed: tradeInMessages.form,
    tooLarge: { photos: PHOTOS_TOO_LARGE },
    fieldsByPath: tradeInFieldsByPath,
    // The CMS's other refusals (the limit, already traded in, an open A/S, the period) are the whole form's.
    submit: async (form, { key, consumer }) => {
      const posted = postedFor(form)
      if (!posted) throw new FormRefusal(400, { form: tradeInMessages.form })
      const step = await readTradeInForm(posted.eventId, posted.serialNumber)
      if (!step) return { status: 404, location: `/trade-in/${posted.eventId}` }
      const { errors, fields } = validateTradeIn(form)
      refuseIfAny(errors)
      const photos = await uploadAttachments(consumer, fields.photos, 'photo', key, { photos: tradeInMessages.unreadablePhoto })
      const created = await consumer.create(
        'trade-ins',
        {
          event: posted.eventId,
          device: step.device.id,
          condition: { exterior: fields.exterior, powersOn: fields.powersOn, accessories: fields.accessories, note: fields.note || null },
          photos,
          method: fields.method,
          shop: fields.shop,
        },
        { depth: 0 },
        { idempotencyKey: key },
      )
      return { location: `/trade-in/view/${created.id}` }
    },
  })
