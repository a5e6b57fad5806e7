// Visit booking against the real CMS: the shop's slots with the places left, a booking refused when
// it is not a slot or is full, two customers after the last place at once, and a place freed by a
// cancel, another slot or another shop.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { SLOT_FULL } from '@storefront/rules/visit-booking'
import type { VisitSlots } from '@/collections/Shops/visitBooking/slotsEndpoint'
import { mailsTo } from '@/test/mail'

const BOOKING = {
  enabled: true,
  weekdays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  opensAt: '10:00',
  closesAt: '13:00',
  slotMinutes: '60',
  capacity: 1,
  daysAhead: 7,
}

describe('A/S visit booking', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let staff: { user: User; headers: Record<string, string> }

  const patch = (id: number, body: Record<string, unknown>, headers: Record<string, string>) => rest(`/service-requests/${id}`, json('PATCH', body, headers))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message
  const slotsOf = async (id: number): Promise<VisitSlots> => (await rest(`/shops/${id}/visit-slots`)).json()
  const leftAt = async (at: string) => (await slotsOf(shop.id)).days.flatMap((day) => day.slots).find((slot) => slot.at === at)?.left

  /** A consumer of their own with a visit request to `at` (a shop), waiting to be received. */
  async function visitor(at: Shop = shop, method = 'visit') {
    const consumer = await signUpConsumer('박예약')
    const device = await registerDevice(payload, await customerOf(consumer), product)
    const body = { device: device.id, symptom: 'button', description: '버튼이 눌리지 않습니다.', method, shop: method === 'visit' ? at.id : null }
    const extra = method === 'mail' ? { returnAddress: { name: '박예약', phone: '010-1234-5678', postalCode: '04524', address: '서울 중구 세종대로 110' } } : {}
    const filed = await rest('/service-requests', json('POST', { ...body, ...extra }, consumer.headers))
    expect(filed.status).toBe(201)
    return { consumer, doc: (await filed.json()).doc as { id: number; number: string } }
  }

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await payload.update({ collection: 'shops', id: (await createShop(payload, ['service'])).id, data: { visitBooking: BOOKING } as Partial<Shop> })
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  it('offers the shop’s slots of the coming days with the places left, and none an hour or less ahead', async () => {
    const { days } = await slotsOf(shop.id)
    expect(days.length).toBeGreaterThanOrEqual(6)
    expect(days.at(-1)!.slots.map((slot) => [slot.time, slot.left])).toEqual([
      ['10:00', 1],
      ['11:00', 1],
      ['12:00', 1],
    ])
    expect(days.at(-1)!.label).toMatch(/^\d+월 \d+일 \([일월화수목금토]\)$/)
    for (const slot of days.flatMap((day) => day.slots)) expect(Date.parse(slot.at) - Date.now()).toBeGreaterThan(60 * 60 * 1000)
    const plain = await createShop(payload, ['service'])
    expect((await slotsOf(plain.id)).days).toEqual([])
    expect((await rest('/shops/999999999/visit-slots')).status).toBe(404)
  })

  it('books a slot the shop offers, on the timeline and by mail; refuses what is not a slot, and another shop’s or a mail-in', async () => {
    const { consumer, doc } = await visitor()
    const day = (await slotsOf(shop.id)).days.at(-2)!
    const [first] = day.slots
    const offHour = new Date(Date.parse(first!.at) + 30 * 60 * 1000).toISOString()
    expect(await messageOf(await patch(doc.id, { visitAt: offHour }, consumer.headers))).toBe(
      '예약할 수 없는 시간입니다. 목록에서 날짜와 시간을 다시 골라 주세요.',
    )
    const farAway = new Date(Date.parse(first!.at) + 30 * 24 * 60 * 60 * 1000).toISOString()
    expect(await messageOf(await patch(doc.id, { visitAt: farAway }, consumer.headers))).toMatch(/예약할 수 없는 시간/)
    const mailIn = await visitor(shop, 'mail')
    expect(await messageOf(await patch(mailIn.doc.id, { visitAt: first!.at }, mailIn.consumer.headers))).toBe('매장 방문 신청에만 방문 예약을 할 수 있습니다.')

    expect((await patch(doc.id, { visitAt: first!.at }, consumer.headers)).status).toBe(200)
    // Saving the same again (a double click, a staff form) books nothing more.
    expect((await patch(doc.id, { visitAt: first!.at }, consumer.headers)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(stored.timeline?.filter((entry) => entry.event === 'visit-booked')).toEqual([
      expect.objectContaining({ actor: 'customer', note: expect.stringMatching(/^\d+월 \d+일 \([일월화수목금토]\) 10:00 방문 예약$/) }),
    ])
    expect(await leftAt(first!.at)).toBe(0)
    await expect
      .poll(async () => (await mailsTo(consumer.email)).find((mail) => mail.subject.includes(`${doc.number} 방문 예약`))?.text ?? '', { timeout: 30_000 })
      .toContain('예약하신 시간에 기기를 가지고 매장을 방문해 주세요.')

    // Received: the customer can no longer move it; staff still can.
    expect((await patch(doc.id, { status: 'received' }, staff.headers)).status).toBe(200)
    const [, second] = day.slots
    expect(await messageOf(await patch(doc.id, { visitAt: second!.at }, consumer.headers))).toBe(
      '접수된 뒤에는 방문 예약을 바꿀 수 없습니다. 매장으로 연락해 주세요.',
    )
    expect((await patch(doc.id, { visitAt: second!.at }, staff.headers)).status).toBe(200)
    expect(await leftAt(first!.at)).toBe(1)
  })

  it('gives the last place of a slot to one of two customers booking at once; a cancel or another shop frees it', async () => {
    const [a, b] = await Promise.all([visitor(), visitor()])
    const slot = (await slotsOf(shop.id)).days.at(-1)!.slots.at(-1)!
    const answers = await Promise.all([patch(a.doc.id, { visitAt: slot.at }, a.consumer.headers), patch(b.doc.id, { visitAt: slot.at }, b.consumer.headers)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const [won, lost] = answers[0]!.status === 200 ? [a, b] : [b, a]
    expect(await messageOf(answers.find((answer) => answer.status === 409)!)).toBe(SLOT_FULL)
    expect(await leftAt(slot.at)).toBe(0)

    // The winner cancels the request: the place is free, and the other takes it.
    expect((await patch(won.doc.id, { status: 'cancelled' }, won.consumer.headers)).status).toBe(200)
    expect(await leftAt(slot.at)).toBe(1)
    expect((await patch(lost.doc.id, { visitAt: slot.at }, lost.consumer.headers)).status).toBe(200)

    // Moving to another shop drops the booking, which was this shop's.
    const other = await createShop(payload, ['service'])
    expect((await patch(lost.doc.id, { shop: other.id }, lost.consumer.headers)).status).toBe(200)
    expect((await payload.findByID({ collection: 'service-requests', id: lost.doc.id })).visitAt ?? null).toBeNull()
    expect(await leftAt(slot.at)).toBe(1)
  })

  it('is not another customer’s to book, and a customer may drop their booking', async () => {
    const { consumer, doc } = await visitor()
    const stranger = await signUpConsumer()
    const slot = (await slotsOf(shop.id)).days.at(-3)!.slots[0]!
    expect((await patch(doc.id, { visitAt: slot.at }, stranger.headers)).status).toBe(403)
    expect(await leftAt(slot.at)).toBe(1)
    expect((await patch(doc.id, { visitAt: slot.at }, consumer.headers)).status).toBe(200)
    expect((await patch(doc.id, { visitAt: null }, consumer.headers)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(stored.visitAt ?? null).toBeNull()
    expect(stored.timeline?.at(-1)).toMatchObject({ event: 'visit-cancelled', actor: 'customer' })
    expect(await leftAt(slot.at)).toBe(1)
  })
})
