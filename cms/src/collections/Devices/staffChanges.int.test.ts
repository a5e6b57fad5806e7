import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, Shop, User } from '@/payload-types'
import { seoulDay } from '@storefront/rules/seoul-date'
import { createProduct, createSerial, createShop, customerOf, json } from '@/test/fixtures'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

type Session = { user: User; headers: Record<string, string> }
const patch = (id: number, body: Record<string, unknown>, headers: Record<string, string>) => rest(`/devices/${id}`, json('PATCH', body, headers))

describe('registrations: the purchase a consumer states, and staff revoking or transferring', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let owner: Consumer
  let buyer: Consumer
  let buyerRecord: Customer
  let manager: Session
  let staff: Session
  const today = seoulDay(new Date())
  const register = async (body: Record<string, unknown> = {}) => {
    const serial = await createSerial(payload, product)
    return rest('/devices', json('POST', { serialNumber: serial.serialNumber, purchaseDate: `${today}T03:00:00.000Z`, ...body }, owner.headers))
  }
  const registered = async () => (await (await register({ purchaseChannel: 'marketplace' })).json()).doc

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload)
    await payload.update({ collection: 'products', id: product.id, data: { releasedOn: '2025-05-15T00:00:00.000Z' } })
    shop = await createShop(payload, ['registration'])
    ;[owner, buyer] = await Promise.all([verifiedConsumer(payload), verifiedConsumer(payload)])
    buyerRecord = await customerOf(buyer)
    ;[manager, staff] = await Promise.all([staffSession(payload, 'manager'), staffSession(payload, 'staff')])
  })
  afterAll(() => removeUsers(payload, [manager.user, staff.user]))

  it('refuses a purchase day before the model was released, in Korean, on the field', async () => {
    const response = await register({ purchaseDate: '2025-05-14T03:00:00.000Z' })
    expect(response.status).toBe(400)
    const [refusal] = (await response.json()).errors
    expect(refusal).toMatchObject({ message: expect.stringMatching(/2025-05-15에 출시/) })
    expect(refusal.data.errors).toEqual([{ path: 'purchaseDate', message: refusal.message }])
  })

  it('names the shop it was bought at after the shop, for filtering by shop', async () => {
    const response = await register({ purchaseChannel: 'shop', purchaseShop: shop.id, purchasePlace: '아무 말' })
    expect(response.status).toBe(201)
    expect((await response.json()).doc).toMatchObject({ purchaseChannel: 'shop', purchaseShop: { id: shop.id }, purchasePlace: shop.name })
    const pathsRefused = async (data: Record<string, unknown>) => {
      const refused = await register(data)
      expect(refused.status).toBe(400)
      return (await refused.json()).errors[0].data.errors.map(({ path }: { path: string }) => path)
    }
    expect(await pathsRefused({ purchaseChannel: 'shop' })).toEqual(['purchaseShop'])
    expect(await pathsRefused({ purchaseChannel: 'other', purchasePlace: '  ' })).toEqual(['purchasePlace'])
  })

  it('lets staff revoke only with a note, which frees the serial', async () => {
    const doc = await registered()
    expect((await patch(doc.id, { status: 'revoked' }, staff.headers)).status).toBe(400)
    const response = await patch(doc.id, { status: 'revoked', statusNote: '도난 신고 확인', purchasePlace: '바꾸면 안 됨' }, staff.headers)
    expect(response.status).toBe(200)
    const after = (await response.json()).doc
    expect(after).toMatchObject({ status: 'revoked', statusNote: '도난 신고 확인', statusChangedBy: { id: staff.user.id } })
    expect(after.purchasePlace).toBe(doc.purchasePlace)
    const serial = (await payload.find({ collection: 'serials', where: { serialNumber: { equals: doc.serialNumber } } })).docs[0]
    expect(serial.status).toBe('available')
  })

  it('lets a manager transfer a registration to another customer, who then holds the serial', async () => {
    const doc = await registered()
    expect((await patch(doc.id, { status: 'transferred', statusNote: '중고 거래' }, manager.headers)).status).toBe(400)
    const response = await patch(doc.id, { status: 'transferred', statusNote: '중고 거래로 양도', transferTo: buyerRecord.id }, manager.headers)
    expect(response.status).toBe(200)
    const { docs } = await payload.find({ collection: 'devices', where: { serialNumber: { equals: doc.serialNumber } }, depth: 0, sort: 'id' })
    expect(docs.map(({ status, customer }) => [status, customer])).toEqual([
      ['transferred', doc.customer.id],
      ['active', buyerRecord.id],
    ])
    expect(docs[1].warrantyEnd).toBe(doc.warrantyEnd)
    // The buyer sees it among their devices; the seller no longer has an active one.
    const mine = await (await rest(`/devices?where[status][equals]=active&where[serialNumber][equals]=${doc.serialNumber}`, { headers: buyer.headers })).json()
    expect(mine.docs).toHaveLength(1)
  })

  it('never lets a consumer change the status, the note or the owner, and staff never the purchase', async () => {
    const doc = await registered()
    const response = await patch(doc.id, { status: 'revoked', statusNote: '내가 해지', transferTo: buyerRecord.id, customer: buyerRecord.id }, owner.headers)
    expect(response.status).toBe(200)
    const after = await payload.findByID({ collection: 'devices', id: doc.id, depth: 0 })
    expect(after).toMatchObject({ status: 'active', customer: doc.customer.id })
    expect(after.statusNote ?? null).toBeNull()
    expect((await patch(doc.id, { purchaseDate: '2025-06-01T03:00:00.000Z' }, manager.headers)).status).toBe(200)
    expect((await payload.findByID({ collection: 'devices', id: doc.id, depth: 0 })).purchaseDate).toBe(doc.purchaseDate)
  })

  it('does not let staff bring an ended registration back', async () => {
    const doc = await registered()
    expect((await patch(doc.id, { status: 'revoked', statusNote: '해지' }, staff.headers)).status).toBe(200)
    expect((await patch(doc.id, { status: 'active', statusNote: '복구' }, staff.headers)).status).toBe(400)
  })
})
