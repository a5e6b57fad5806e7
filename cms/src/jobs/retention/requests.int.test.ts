// A/S and trade-in records past their period (periods.ts) on a clock the test sets: the one past
// it names nobody any more and keeps what the figures need; the one inside it is as it was; a photo
// a device still shows as its receipt stays.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Attachment, Customer, Device, Product } from '@/payload-types'
import { testPayload } from '@/test/payload'
import { createProduct, createTradeInEvent, png, registerDevice } from '@/test/fixtures'
import { applyRetention } from './retention'
import { RETENTION } from './periods'

const DAY = 24 * 60 * 60 * 1000

describe('retention of A/S and trade-in records', () => {
  let payload: Payload
  let customer: Customer
  let product: Product
  let device: Device
  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
  const photo = (): Promise<Attachment> =>
    png().then((file) => payload.create({ collection: 'attachments', data: { kind: 'photo', customer: customer.id }, file }))
  const timeline = (status: string, closedAt: string) => [
    { id: randomUUID().replaceAll('-', '').slice(0, 24), status, at: closedAt, actor: 'staff', note: '홍길동 님께 010-1234-5678로 연락드렸습니다.' },
  ]

  beforeAll(async () => {
    payload = await testPayload()
    customer = await payload.create({
      collection: 'customers',
      data: { firebaseUid: `retention-${randomUUID()}`, provider: 'password', email: `retention-${randomUUID()}@storefront.test`, name: '홍길동' },
    })
    product = await createProduct(payload, { tradeInEligible: true })
    device = await registerDevice(payload, customer, product)
  })

  const serviceRequest = async (closedAt: string, photos: number[]) => {
    const created = (await payload.db.create({
      collection: 'service-requests',
      data: {
        number: `AS-R-${randomUUID().slice(0, 8)}`,
        device: device.id,
        customer: customer.id,
        symptom: 'power',
        description: '홍길동입니다. 전원이 안 켜져요.',
        method: 'mail',
        returnAddress: { name: '홍길동', phone: '010-1234-5678', postalCode: '04524', address: '서울 중구 세종대로 110', detail: '101동 202호' },
        inbound: { courier: 'cj', trackingNumber: '123456789012' },
        cost: 15_000,
        status: 'completed',
        closedAt,
        staffNotes: '단골 고객',
        photos,
        timeline: timeline('completed', closedAt),
        createdAt: closedAt,
        updatedAt: closedAt,
      },
    })) as { id: number }
    return created.id
  }

  it('anonymises an A/S record closed over three years ago, its messages, photos and notices, and leaves a newer one', async () => {
    const [requestPhoto, messagePhoto, receipt] = await Promise.all([photo(), photo(), photo()])
    // The receipt is also a device's: it stays with the device.
    await payload.update({ collection: 'devices', id: device.id, data: { receipt: receipt.id } })
    const past = await serviceRequest(daysAgo(RETENTION.serviceRequests.days + 1), [requestPhoto.id, receipt.id])
    const inside = await serviceRequest(daysAgo(RETENTION.serviceRequests.days - 1), [])
    await payload.db.create({
      collection: 'service-messages',
      data: { request: past, customer: customer.id, author: 'customer', body: '제 번호는 010-1234-5678입니다.', photos: [messagePhoto.id] },
    })
    const notice = await payload.db.create({
      collection: 'notices',
      data: {
        key: `service-requests:${past}:${randomUUID()}`,
        kind: 'status',
        channel: 'kakao',
        state: 'sent',
        customer: customer.id,
        serviceRequest: past,
        recipient: '010-****-5678',
      },
    })

    await applyRetention(payload, now)

    const old = await payload.findByID({ collection: 'service-requests', id: past, depth: 0 })
    expect(old.customer ?? null).toBeNull()
    expect(old.anonymisedAt).toBeTruthy()
    expect(old.description).toBe('')
    expect(Object.values(old.returnAddress ?? {}).filter(Boolean)).toEqual([])
    expect(old.inbound?.trackingNumber ?? null).toBeNull()
    expect(old.staffNotes ?? null).toBeNull()
    expect(old.photos ?? []).toEqual([])
    expect(old.timeline?.map(({ status, note }) => [status, note ?? null])).toEqual([['completed', null]])
    expect(old.searchKeys).not.toContain('홍길동')
    // What the figures need stays.
    expect(old).toMatchObject({ symptom: 'power', method: 'mail', status: 'completed', cost: 15_000, device: device.id, inbound: { courier: 'cj' } })

    expect((await payload.find({ collection: 'service-messages', where: { request: { equals: past } }, depth: 0 })).docs).toEqual([])
    const photosLeft = await payload.find({ collection: 'attachments', where: { id: { in: [requestPhoto.id, messagePhoto.id, receipt.id] } }, depth: 0 })
    expect(photosLeft.docs.map(({ id }) => id)).toEqual([receipt.id])
    const sent = await payload.findByID({ collection: 'notices', id: (notice as { id: number }).id, depth: 0 })
    expect([sent.customer ?? null, sent.recipient ?? null, sent.state]).toEqual([null, null, 'sent'])

    const recent = await payload.findByID({ collection: 'service-requests', id: inside, depth: 0 })
    expect(recent).toMatchObject({ customer: customer.id, description: '홍길동입니다. 전원이 안 켜져요.', returnAddress: { name: '홍길동' } })
    expect(recent.anonymisedAt ?? null).toBeNull()
  })

  it('anonymises a trade-in closed over five years ago and leaves one closed four years ago', async () => {
    const event = await createTradeInEvent(payload, product)
    const tradeIn = async (closedAt: string) =>
      (
        (await payload.db.create({
          collection: 'trade-ins',
          data: {
            number: `TI-R-${randomUUID().slice(0, 8)}`,
            event: event.id,
            device: device.id,
            customer: customer.id,
            condition: { exterior: 'worn', powersOn: true, accessories: true, note: '홍길동 010-1234-5678' },
            method: 'mail',
            outbound: { courier: 'cj', trackingNumber: '998877665544' },
            expectedCredit: 40_000,
            creditGranted: 30_000,
            status: 'completed',
            closedAt,
            photos: [(await photo()).id],
            timeline: timeline('completed', closedAt),
          },
        })) as { id: number }
      ).id
    const past = await tradeIn(daysAgo(RETENTION.tradeIns.days + 1))
    const inside = await tradeIn(daysAgo(4 * 365))
    await applyRetention(payload, now)

    const old = await payload.findByID({ collection: 'trade-ins', id: past, depth: 0 })
    expect([old.customer ?? null, old.condition.note ?? null, old.outbound?.trackingNumber ?? null, old.photos ?? []]).toEqual([null, null, null, []])
    expect(old).toMatchObject({ event: event.id, creditGranted: 30_000, condition: { exterior: 'worn' }, status: 'completed' })
    const recent = await payload.findByID({ collection: 'trade-ins', id: inside, depth: 0 })
    expect(recent).toMatchObject({ customer: customer.id, condition: { note: '홍길동 010-1234-5678' } })
    expect(recent.photos).toHaveLength(1)
  })

  it('dates a request’s close from the status change that closes it', async () => {
    const id = await serviceRequest(daysAgo(0), [])
    await payload.db.updateOne({ collection: 'service-requests', id, data: { status: 'requested', closedAt: null } })
    const before = Date.now()
    const rejected = await payload.update({ collection: 'service-requests', id, data: { status: 'rejected', statusNote: '보증 대상이 아닙니다.' } })
    expect(Date.parse(rejected.closedAt!)).toBeGreaterThanOrEqual(before)
  })
})
