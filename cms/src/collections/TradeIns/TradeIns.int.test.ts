import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, TradeInEvent, User } from '@/payload-types'
import { createProduct, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const DAY = 24 * 60 * 60 * 1000
const condition = { exterior: 'worn', powersOn: true, accessories: true }

describe('trade-ins: joining an event and the status flow', () => {
  let payload: Payload
  let eligible: Product
  let ineligible: Product
  let event: TradeInEvent
  let owner: Consumer
  let customer: Customer
  let staff: { user: User; headers: Record<string, string> }

  const createEvent = (data: Partial<TradeInEvent> = {}) =>
    payload.create({
      collection: 'trade-in-events',
      data: {
        title: '테스트 보상 판매',
        startsAt: new Date(Date.now() - DAY).toISOString(),
        endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
        eligibleProducts: [{ product: eligible.id, credit: 40_000 }],
        perCustomerLimit: 2,
        _status: 'published',
        ...data,
      },
    })
  const apply = async (eventId: number, product = eligible, extra: Record<string, unknown> = {}) => {
    const device = await registerDevice(payload, customer, product)
    return rest('/trade-ins', json('POST', { event: eventId, device: device.id, condition, method: 'mail', ...extra }, owner.headers))
  }
  const patch = (id: number, body: Record<string, unknown>) => rest(`/trade-ins/${id}`, json('PATCH', body, staff.headers))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message

  beforeAll(async () => {
    payload = await testPayload()
    ;[eligible, ineligible] = await Promise.all([createProduct(payload), createProduct(payload)])
    event = await createEvent()
    owner = await signUpConsumer()
    customer = await customerOf(owner)
    staff = await staffSession(payload, 'manager')
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('files a TI- numbered request with the credit the event offers for the model', async () => {
    const response = await apply(event.id)
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc.number).toMatch(/^TI-\d{8}-\d{4,}$/)
    expect(doc).toMatchObject({ status: 'requested', expectedCredit: 40_000, customer: { id: customer.id } })
  })

  it('refuses a model the event does not take, an event not running, and an unpublished one', async () => {
    expect(await messageOf(await apply(event.id, ineligible))).toBe('이 이벤트의 보상 판매 대상 제품이 아닙니다.')
    const ended = await createEvent({ startsAt: new Date(Date.now() - 10 * DAY).toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() })
    expect(await messageOf(await apply(ended.id))).toBe('보상 판매 이벤트 기간이 아닙니다.')
    const draft = await createEvent({ _status: 'draft' })
    expect(await messageOf(await apply(draft.id))).toBe('참여할 수 없는 보상 판매 이벤트입니다.')
  })

  it('holds each consumer to the event’s limit, not counting cancelled requests', async () => {
    const limited = await createEvent({ perCustomerLimit: 1 })
    const first = (await (await apply(limited.id)).json()).doc
    expect(await messageOf(await apply(limited.id))).toBe('이 이벤트는 1인당 1대까지 참여할 수 있습니다.')
    await rest(`/trade-ins/${first.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect((await apply(limited.id)).status).toBe(201)
  })

  it('moves through approval, receipt and completion, completion only with the credit granted', async () => {
    const { doc } = await (await apply((await createEvent()).id)).json()
    expect((await patch(doc.id, { status: 'approved', statusNote: '택배 접수 안내를 보냈습니다.' })).status).toBe(200)
    expect((await patch(doc.id, { status: 'device-received' })).status).toBe(200)
    expect(await messageOf(await patch(doc.id, { status: 'completed' }))).toMatch(/보상 금액을 입력/)
    expect((await patch(doc.id, { status: 'completed', creditGranted: 35_000, statusNote: '외관 사용감으로 5,000원 차감' })).status).toBe(200)
    const done = await payload.findByID({ collection: 'trade-ins', id: doc.id })
    expect(done.creditGranted).toBe(35_000)
    expect(done.timeline?.map(({ status }) => status)).toEqual(['requested', 'approved', 'device-received', 'completed'])
  })

  it('lets the consumer cancel only while requested', async () => {
    const { doc } = await (await apply((await createEvent()).id)).json()
    await patch(doc.id, { status: 'approved' })
    const response = await rest(`/trade-ins/${doc.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect(await messageOf(response)).toBe("'승인' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다.")
  })
})
