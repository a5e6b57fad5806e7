import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product } from '@/payload-types'
import { seoulDay } from '@storefront/rules/seoul-date'
import { createProduct, createSerial, customerOf, json } from '@/test/fixtures'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { rest, testPayload } from '@/test/payload'
import { warrantyEndDay } from '@storefront/rules/warranty'

const register = (consumer: Consumer, body: Record<string, unknown>, key?: string) =>
  rest('/devices', json('POST', body, { ...consumer.headers, ...(key && { 'idempotency-key': key }) }))

describe('registering a genuine device (정품 등록)', () => {
  let payload: Payload
  let product: Product
  let codedProduct: Product
  let owner: Consumer
  let ownerRecord: Customer
  let other: Consumer
  const today = seoulDay(new Date())
  const serialStatus = async (serialNumber: string) =>
    (await payload.find({ collection: 'serials', where: { serialNumber: { equals: serialNumber } } })).docs[0].status

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    codedProduct = await createProduct(payload, { hasAuthCode: true, warrantyMonths: 24 })
    ;[owner, other] = await Promise.all([verifiedConsumer(payload), verifiedConsumer(payload)])
    ownerRecord = await customerOf(owner)
  })

  it('registers a serial to the consumer, derives the warranty and marks the serial registered', async () => {
    const serial = await createSerial(payload, product)
    const response = await register(owner, {
      serialNumber: serial.serialNumber.toLowerCase(),
      purchaseDate: `${today}T03:00:00.000Z`,
      purchasePlace: '바포레 홍대 직영점',
      // Ignored: a consumer chooses none of these.
      customer: (await customerOf(other)).id,
      status: 'revoked',
      warrantyEnd: '2099-12-31T00:00:00.000Z',
    })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc).toMatchObject({ serialNumber: serial.serialNumber, product: { id: product.id }, status: 'active', purchasePlace: '바포레 홍대 직영점' })
    expect(doc.customer).toMatchObject({ id: ownerRecord.id })
    expect(seoulDay(new Date(doc.warrantyEnd))).toBe(warrantyEndDay(today, 12))
    expect(doc.registeredAt).toEqual(expect.any(String))
    expect(await serialStatus(serial.serialNumber)).toBe('registered')
  })

  it('refuses serials that are unknown, blocked or already registered', async () => {
    const unknown = await register(owner, { serialNumber: 'NOPE-0000-0000', purchaseDate: `${today}T03:00:00.000Z` })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors[0].message).toMatch(/정품 일련번호가 아닙니다/)

    const blocked = await createSerial(payload, product)
    await payload.update({ collection: 'serials', id: blocked.id, data: { status: 'blocked' } })
    expect((await register(owner, { serialNumber: blocked.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })).status).toBe(400)

    const taken = await createSerial(payload, product)
    expect((await register(owner, { serialNumber: taken.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })).status).toBe(201)
    const again = await register(other, { serialNumber: taken.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0].message).toBe('이미 정품 등록된 제품입니다.')
  })

  it('asks a consumer for the code under the label, in any case, when the unit has one', async () => {
    const serial = await createSerial(payload, codedProduct, 'K7Q2M9')
    const body = { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` }
    expect((await register(owner, body)).status).toBe(400)
    expect((await register(owner, { ...body, authCode: 'K7Q2M8' })).status).toBe(400)
    const response = await register(owner, { ...body, authCode: 'k7q2m9' })
    expect(response.status).toBe(201)
    expect((await response.json()).doc).not.toHaveProperty('authCode')
  })

  it('refuses a purchase date in the future', async () => {
    const serial = await createSerial(payload, product)
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString()
    expect((await register(owner, { serialNumber: serial.serialNumber, purchaseDate: tomorrow })).status).toBe(400)
  })

  it('keeps one active registration per serial when two consumers register it at once', async () => {
    const serial = await createSerial(payload, product)
    const body = { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` }
    const statuses = (await Promise.all([register(owner, body), register(other, body)])).map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    const { totalDocs } = await payload.count({ collection: 'devices', where: { serialNumber: { equals: serial.serialNumber } } })
    expect(totalDocs).toBe(1)
  })

  it('frees the serial when an admin revokes the registration, so it can be registered again', async () => {
    const serial = await createSerial(payload, product)
    const { doc } = await (await register(owner, { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })).json()
    await payload.update({ collection: 'devices', id: doc.id, data: { status: 'revoked' } })
    expect(await serialStatus(serial.serialNumber)).toBe('available')
    expect((await register(other, { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })).status).toBe(201)
    expect(await serialStatus(serial.serialNumber)).toBe('registered')
  })

  it('lets the owner change only the purchase place and receipt of a registration', async () => {
    const serial = await createSerial(payload, product)
    const { doc } = await (await register(owner, { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` })).json()
    const response = await rest(
      `/devices/${doc.id}`,
      json('PATCH', { purchasePlace: '온라인 스토어', purchaseDate: '2020-01-01T03:00:00.000Z', status: 'transferred' }, owner.headers),
    )
    expect(response.status).toBe(200)
    expect((await response.json()).doc).toMatchObject({ purchasePlace: '온라인 스토어', purchaseDate: doc.purchaseDate, status: 'active' })
    expect((await rest(`/devices/${doc.id}`, json('PATCH', { purchasePlace: '남의 기기' }, other.headers))).status).toBe(403)
  })

  describe('with an Idempotency-Key', () => {
    it('answers a repeated registration with the first record instead of a second one', async () => {
      const serial = await createSerial(payload, product)
      const body = { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` }
      const first = await register(owner, body, 'register-key-0001')
      const second = await register(owner, body, 'register-key-0001')
      expect([first.status, second.status]).toEqual([201, 200])
      expect(second.headers.get('idempotent-replayed')).toBe('true')
      expect((await second.json()).doc.id).toBe((await first.json()).doc.id)
    })

    it('answers a double click (two requests at once) with one record', async () => {
      const serial = await createSerial(payload, product)
      const body = { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z` }
      const responses = await Promise.all([register(owner, body, 'double-click-0001'), register(owner, body, 'double-click-0001')])
      const ids = await Promise.all(responses.map(async (response) => (await response.json()).doc.id))
      expect(responses.map((response) => response.status).sort()).toEqual([200, 201])
      expect(ids[0]).toBe(ids[1])
    })

    it('keeps keys apart per consumer, and refuses a malformed key', async () => {
      const [mine, theirs] = [await createSerial(payload, product), await createSerial(payload, product)]
      const date = `${today}T03:00:00.000Z`
      expect((await register(owner, { serialNumber: mine.serialNumber, purchaseDate: date }, 'shared-key-0001')).status).toBe(201)
      expect((await register(other, { serialNumber: theirs.serialNumber, purchaseDate: date }, 'shared-key-0001')).status).toBe(201)
      expect((await register(owner, { serialNumber: mine.serialNumber, purchaseDate: date }, 'bad key!')).status).toBe(400)
    })
  })
})
