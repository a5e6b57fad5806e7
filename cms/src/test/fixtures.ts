// Small documents the integration tests build on, each unique so test files never collide.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Customer, Device, Product, Serial, Shop, TradeInEvent } from '@/payload-types'
import { type Consumer, signUpConsumer } from './firebase'
import { rest } from './payload'

export const unique = (): string => randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()

export const png = async (width = 8, height = 8) => {
  const data = await sharp({ create: { width, height, channels: 3, background: '#4a5a70' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `test-${unique()}.png`, size: data.length }
}

export async function createProduct(payload: Payload, options: Partial<Pick<Product, 'hasAuthCode' | 'warrantyMonths' | 'tradeInEligible'>> = {}) {
  const image = await payload.create({ collection: 'media', data: { alt: '테스트 제품' }, file: await png() })
  return payload.create({
    collection: 'products',
    data: { name: `테스트 제품 ${unique()}`, code: `T-${unique()}`, image: image.id, warrantyMonths: 12, ...options },
  })
}

export const createSerial = (payload: Payload, product: Product, authCode?: string): Promise<Serial> =>
  payload.create({ collection: 'serials', data: { serialNumber: `TST-${unique()}`, product: product.id, status: 'available', authCode } })

export const createShop = (payload: Payload, services: NonNullable<Shop['services']>, active = true): Promise<Shop> =>
  payload.create({
    collection: 'shops',
    data: {
      name: `테스트 매장 ${unique()}`,
      kind: 'partner',
      region: 'seoul',
      district: '종로구',
      address: '서울특별시 종로구 종로 1',
      latitude: 37.57,
      longitude: 126.98,
      services,
      active,
    },
  })

const DAY = 24 * 60 * 60 * 1000

/** A published trade-in event, open since yesterday for 30 days, taking `product` for `credit` won. */
export const createTradeInEvent = (payload: Payload, product: Product, { credit = 40_000, ...data }: Partial<TradeInEvent> & { credit?: number } = {}) =>
  payload.create({
    collection: 'trade-in-events',
    data: {
      title: '테스트 보상 판매',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
      eligibleProducts: [{ product: product.id, credit }],
      perCustomerLimit: 2,
      _status: 'published',
      ...data,
    },
  })

/** The customer record a consumer has once the CMS has seen their credential. */
export async function customerOf(consumer: Consumer): Promise<Customer & { collection: 'customers' }> {
  const { user } = await (await rest('/customers/me', { headers: consumer.headers })).json()
  if (!user) throw new Error('the CMS did not recognise the consumer')
  return user
}

/** A device registered for `customer` (as staff at a shop would, no code needed). */
export async function registerDevice(payload: Payload, customer: Customer, product: Product, purchaseDate = new Date()): Promise<Device> {
  const serial = await createSerial(payload, product)
  return payload.create({
    collection: 'devices',
    data: { serialNumber: serial.serialNumber, customer: customer.id, purchaseDate: purchaseDate.toISOString(), status: 'active' },
  })
}

/** A waiting A/S request, by a new consumer of its own for a new device of `product`: a visit to `shop`, or a mail-in without one. */
export async function fileServiceRequest(payload: Payload, product: Product, shop: Shop | null) {
  const customer = await customerOf(await signUpConsumer())
  const device = await registerDevice(payload, customer, product)
  const how = shop
    ? { method: 'visit' as const, shop: shop.id }
    : { method: 'mail' as const, returnAddress: { name: '홍길동', phone: '010-1234-5678', postalCode: '04524', address: '서울 중구 세종대로 110' } }
  return payload.create({
    collection: 'service-requests',
    data: { device: device.id, customer: customer.id, symptom: 'power', description: '전원이 켜지지 않습니다.', status: 'requested', ...how },
  })
}

/** JSON request init for the in-process REST API. */
export const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})
