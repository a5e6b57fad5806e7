import type { Device } from '@storefront/cms/payload-types'
import { seoulDay } from '@storefront/rules/seoul-date'
import { normaliseSerial } from '@storefront/rules/serial'
import { inWarranty, warrantyLabel } from '@storefront/rules/warranty'
import { formatWarrantyCode } from '@storefront/rules/warranty-code'
import { type ProgramOffer, programOffers } from '@storefront/rules/service-program'
import { formatDate } from '~/ui/format-date'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms } from '~/features/cms/cms-client.server'
import { getProducts, getTradeInEvents, type ProductView } from './catalog.server'
import type { DeviceProgram, DeviceView, MyDevice } from './types'

const DEVICE_FIELDS = ['serialNumber', 'product', 'purchaseDate', 'purchasePlace', 'warrantyEnd', 'warrantyCode', 'transferOffer', 'status'] as const
type DeviceDoc = Pick<Device, 'id' | (typeof DEVICE_FIELDS)[number]>

function toView(device: DeviceDoc, products: Map<number, ProductView>, today: string, programs: Map<number, DeviceProgram[]>): DeviceView {
  const productId = typeof device.product === 'object' ? device.product?.id : device.product
  const product = productId ? products.get(productId) : undefined
  const end = device.warrantyEnd ? seoulDay(new Date(device.warrantyEnd)) : ''
  const offerUntil = device.transferOffer?.expiresAt
  return {
    id: device.id,
    serialNumber: device.serialNumber,
    productName: product?.name ?? '바포레 기기',
    image: product?.image ?? null,
    purchaseDate: seoulDay(new Date(device.purchaseDate)),
    purchasePlace: device.purchasePlace ?? null,
    warrantyEnd: end,
    inWarranty: Boolean(end) && inWarranty(end, today),
    warrantyLabel: end ? warrantyLabel(end, today) : '보증 정보 없음',
    warrantyCode: device.warrantyCode ? formatWarrantyCode(device.warrantyCode) : null,
    transferOfferUntil: offerUntil && Date.parse(offerUntil) > Date.now() ? formatDate(offerUntil, 'YYYY-MM-DD HH:mm') : null,
    programs: programs.get(device.id) ?? [],
  }
}

const session = async () => ((await readSessionUser()) ? sessionCookieValue() : undefined)

type ApplyingProgram = { id: number; name: string; offer: ProgramOffer; endsOn: string }

/** The service programs running now over each of my active devices, by device id (the CMS decides who is in range). */
async function myPrograms(credential: string): Promise<Map<number, DeviceProgram[]>> {
  const { devices } = await cms({ session: credential }).get<{ devices: Record<string, ApplyingProgram[]> }>('/api/service-programs/mine')
  return new Map(
    Object.entries(devices).map(([id, programs]) => [
      Number(id),
      programs.map(({ id: program, name, offer, endsOn }) => ({ id: program, name, offerLabel: programOffers[offer] ?? '무상 수리', endsOn })),
    ]),
  )
}

/** One of my devices (the completion page), or null when it is not mine or not there. */
export async function readMyDevice(id: number): Promise<DeviceView | null> {
  const credential = await session()
  if (!credential) return null
  try {
    const [device, products, programs] = await Promise.all([
      cms({ session: credential }).findByID('devices', id, { depth: 0, select: DEVICE_FIELDS }),
      getProducts(),
      myPrograms(credential),
    ])
    return toView(device, products, seoulDay(new Date()), programs)
  } catch (error) {
    if (error instanceof CmsError && [403, 404].includes(error.status)) return null
    throw error
  }
}

/** My active registration of `serialNumber` (as printed, any case), or null when it is not mine. */
export async function readMyDeviceBySerial(serialNumber: string): Promise<DeviceView | null> {
  const credential = await session()
  if (!credential) return null
  const [{ docs }, products, programs] = await Promise.all([
    cms({ session: credential }).find('devices', {
      depth: 0,
      limit: 1,
      where: { and: [{ serialNumber: { equals: normaliseSerial(serialNumber) } }, { status: { equals: 'active' } }] },
      select: DEVICE_FIELDS,
    }),
    getProducts(),
    myPrograms(credential),
  ])
  return docs[0] ? toView(docs[0], products, seoulDay(new Date()), programs) : null
}

/** /user/device: my active registrations, newest first, with the events each can join. Null when signed out. */
export async function readMyDevices(): Promise<MyDevice[] | null> {
  const credential = await session()
  if (!credential) return null
  const [{ docs }, products, events, programs] = await Promise.all([
    cms({ session: credential }).find('devices', {
      depth: 0,
      limit: 100,
      // No page count: the list is all of them (Payload would count them in a second query).
      pagination: false,
      sort: '-registeredAt',
      where: { status: { equals: 'active' } },
      select: DEVICE_FIELDS,
    }),
    getProducts(),
    getTradeInEvents(),
    myPrograms(credential),
  ])
  const now = new Date().toISOString()
  const running = events.filter((event) => event.startsAt <= now && now <= event.endsAt)
  const today = seoulDay(new Date())
  return docs.map((device) => {
    const view = toView(device, products, today, programs)
    const productId = typeof device.product === 'object' ? device.product?.id : device.product
    const tradeIns = running.flatMap((event) => {
      const credit = productId ? event.credits.get(productId) : undefined
      return credit === undefined ? [] : [{ id: event.id, title: event.title, credit }]
    })
    return { ...view, productId: productId ?? null, tradeIns }
  })
}
