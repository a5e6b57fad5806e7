import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, TradeInEvent, User } from '@/payload-types'
import { createProduct, createTradeInEvent, customerOf, json, registerDevice } from '@/test/fixtures'
import type { Consumer } from '@/test/firebase'
import { verifiedConsumer } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { tradeInRefusals } from '@storefront/rules/trade-in'
import { openTradeInRefusal } from '@storefront/rules/service-request'
import { mailsTo } from '@/test/mail'

const DAY = 24 * 60 * 60 * 1000
const condition = { exterior: 'worn', powersOn: true, accessories: true }
const returnAddress = { name: '김보상', phone: '010-1234-5678', postalCode: '03154', address: '서울특별시 종로구 종로 1' }

describe('trade-ins: joining an event and the status flow', () => {
  let payload: Payload
  let eligible: Product
  let ineligible: Product
  let event: TradeInEvent
  let owner: Consumer
  let customer: Customer
  let staff: { user: User; headers: Record<string, string> }

  const createEvent = (data: Partial<TradeInEvent> = {}) => createTradeInEvent(payload, eligible, data)
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
    owner = await verifiedConsumer(payload)
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

  it('grades the device from the customer’s answers and offers the event’s credit for that grade; a customer sets neither', async () => {
    const graded = await createEvent({ perCustomerLimit: 10, eligibleProducts: [{ product: eligible.id, credit: 50_000, creditB: 35_000, creditC: 10_000 }] })
    const cases = [
      [{ exterior: 'clean', powersOn: true, accessories: true }, 'A', 50_000],
      [{ exterior: 'worn', powersOn: true, accessories: true }, 'B', 35_000],
      [{ exterior: 'clean', powersOn: true, accessories: false }, 'B', 35_000],
      [{ exterior: 'clean', powersOn: false, accessories: true }, 'C', 10_000],
      [{ exterior: 'damaged', powersOn: true, accessories: true }, 'C', 10_000],
    ] as const
    for (const [answers, grade, credit] of cases) {
      const response = await apply(graded.id, eligible, { condition: answers, grade: 'A', expectedCredit: 999_999 })
      const body = await response.json()
      expect(response.status, JSON.stringify(body.errors)).toBe(201)
      expect(body.doc).toMatchObject({ grade, expectedCredit: credit })
    }
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

  it('moves through approval, receipt and completion with notes, and mails the customer each step', async () => {
    const { doc } = await (await apply((await createEvent()).id)).json()
    expect((await patch(doc.id, { status: 'approved', statusNote: '택배 접수 안내를 보냈습니다.' })).status).toBe(200)
    expect((await patch(doc.id, { status: 'device-received' })).status).toBe(200)
    expect((await patch(doc.id, { status: 'completed', creditGranted: 35_000, statusNote: '외관 사용감으로 5,000원 차감' })).status).toBe(200)
    const done = await payload.findByID({ collection: 'trade-ins', id: doc.id })
    expect(done.creditGranted).toBe(35_000)
    expect(done.timeline?.map(({ status, note }) => [status, note ?? null])).toEqual([
      ['requested', null],
      ['approved', '택배 접수 안내를 보냈습니다.'],
      ['device-received', null],
      ['completed', '외관 사용감으로 5,000원 차감'],
    ])
    const subjects = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes(doc.number))
    await expect
      .poll(async () => (await subjects()).map((mail) => mail.subject.replace(/^\[.*?\] /, '')), { timeout: 30_000 })
      .toEqual(['requested', 'approved', 'device-received', 'completed'].map((status) => `보상 판매 ${doc.number} ${tradeInFlow.labels[status as 'approved']}`))
    const completed = (await subjects()).at(-1)!
    expect(completed.text).toContain('지급 보상 금액: 35,000원')
    expect(completed.text).toContain(`/trade-in/view/${doc.id}`)
  })

  it('grants the event’s credit for the model when staff enter none, and hands the device to the brand', async () => {
    const [device, running] = await Promise.all([registerDevice(payload, customer, eligible), createEvent()])
    const response = await rest('/trade-ins', json('POST', { event: running.id, device: device.id, condition, method: 'mail' }, owner.headers))
    const { doc } = await response.json()
    for (const status of ['approved', 'device-received', 'completed']) expect((await patch(doc.id, { status })).status).toBe(200)
    expect((await payload.findByID({ collection: 'trade-ins', id: doc.id })).creditGranted).toBe(40_000)
    const transferred = await payload.findByID({ collection: 'devices', id: device.id, depth: 0 })
    expect(transferred).toMatchObject({ status: 'transferred', transferTo: null })
    expect(transferred.statusNote).toContain(doc.number)
    // The serial is free again and the consumer cannot trade the same device in twice.
    expect(await messageOf(await rest('/trade-ins', json('POST', { event: running.id, device: device.id, condition, method: 'mail' }, owner.headers)))).toBe(
      '정품 등록된 본인 기기만 신청할 수 있습니다.',
    )
  })

  it('confirms the grade after inspection: the credit for that grade, the difference and its reason on the timeline and in a mail', async () => {
    const graded = await createEvent({ eligibleProducts: [{ product: eligible.id, credit: 50_000, creditB: 35_000, creditC: 10_000 }] })
    const { doc } = await (await apply(graded.id, eligible, { condition: { exterior: 'clean', powersOn: true, accessories: true } })).json()
    expect(doc).toMatchObject({ grade: 'A', expectedCredit: 50_000 })
    // Not before the device is in staff's hands, and never by the customer.
    expect(await messageOf(await patch(doc.id, { inspectedGrade: 'C', statusNote: '모서리 깨짐' }))).toBe('기기가 입고된 뒤에 검수 등급을 정할 수 있습니다.')
    for (const status of ['approved', 'device-received']) expect((await patch(doc.id, { status })).status).toBe(200)
    await rest(`/trade-ins/${doc.id}`, json('PATCH', { inspectedGrade: 'A', creditGranted: 999_999 }, owner.headers))
    expect(await payload.findByID({ collection: 'trade-ins', id: doc.id })).toMatchObject({ inspectedGrade: null, creditGranted: null })

    // Less than the estimate needs a reason the customer reads.
    expect(await messageOf(await patch(doc.id, { inspectedGrade: 'C' }))).toBe(
      '보상 금액이 예상보다 적어지면 고객에게 보일 사유를 상태 변경 메모에 적어 주세요.',
    )
    expect((await patch(doc.id, { inspectedGrade: 'C', statusNote: '화면 모서리 깨짐' })).status).toBe(200)
    const inspected = await payload.findByID({ collection: 'trade-ins', id: doc.id })
    expect(inspected).toMatchObject({ status: 'device-received', inspectedGrade: 'C', creditGranted: 10_000 })
    expect(inspected.timeline?.at(-1)).toMatchObject({
      status: 'device-received',
      event: 'inspected',
      actor: 'staff',
      note: '검수 결과 C등급(파손이 있거나 전원이 켜지지 않음)으로 확인되었습니다. 보상 금액이 예상 50,000원에서 10,000원으로 40,000원 줄었습니다. 사유: 화면 모서리 깨짐',
    })
    // Completing pays what the inspection confirmed.
    expect((await patch(doc.id, { status: 'completed' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'trade-ins', id: doc.id })).creditGranted).toBe(10_000)
    const mails = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes(doc.number))
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject.replace(/^\[.*?\] /, '')), { timeout: 30_000 })
      .toContain(`보상 판매 ${doc.number} 검수 결과`)
    expect((await mails()).find((mail) => mail.subject.endsWith('검수 결과'))!.text).toContain('40,000원 줄었습니다. 사유: 화면 모서리 깨짐')
  })

  it('tells the customer when and how the event pays, in the approval mail and again with the amount in the completion mail', async () => {
    const paying = await createEvent({ payoutMethod: 'bank-transfer', payoutDays: 5 })
    const { doc } = await (await apply(paying.id)).json()
    expect((await patch(doc.id, { status: 'approved' })).status).toBe(200)
    const mailOf = (label: string) => async () => (await mailsTo(owner.email)).find((mail) => mail.subject.includes(doc.number) && mail.subject.endsWith(label))
    await expect.poll(mailOf('승인'), { timeout: 30_000 }).toBeDefined()
    const payout = '보상 지급: 보상 금액은 검수가 끝나고 5영업일 안에 계좌로 이체해 드립니다.'
    expect((await mailOf('승인')())!.text).toContain(payout)
    expect((await patch(doc.id, { status: 'device-received' })).status).toBe(200)
    expect((await patch(doc.id, { status: 'completed', creditGranted: 20_000 })).status).toBe(200)
    await expect.poll(mailOf(tradeInFlow.labels.completed), { timeout: 30_000 }).toBeDefined()
    const completed = (await mailOf(tradeInFlow.labels.completed)())!.text
    expect(completed).toContain('지급 보상 금액: 20,000원')
    expect(completed).toContain(payout)
  })

  it('needs a reason to reject, and keeps the device with its owner', async () => {
    const [device, running] = await Promise.all([registerDevice(payload, customer, eligible), createEvent()])
    const { doc } = await (await rest('/trade-ins', json('POST', { event: running.id, device: device.id, condition, method: 'mail' }, owner.headers))).json()
    expect(await messageOf(await patch(doc.id, { status: 'rejected' }))).toBe("'반려'(으)로 바꿀 때는 사유를 입력해야 합니다.")
    expect((await patch(doc.id, { status: 'rejected', statusNote: '일련번호가 훼손되어 확인할 수 없습니다.' })).status).toBe(200)
    const rejected = await rest(`/trade-ins/${doc.id}`, { headers: owner.headers })
    expect((await rejected.json()).timeline.at(-1)).toMatchObject({ status: 'rejected', note: '일련번호가 훼손되어 확인할 수 없습니다.' })
    expect((await payload.findByID({ collection: 'devices', id: device.id, depth: 0 })).status).toBe('active')
  })

  it('refuses a device with an open A/S request, and takes it once the A/S is closed', async () => {
    const [device, running] = await Promise.all([registerDevice(payload, customer, eligible), createEvent()])
    const service = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'mail', returnAddress }, owner.headers),
    )
    expect(service.status).toBe(201)
    const body = { event: running.id, device: device.id, condition, method: 'mail' }
    expect(await messageOf(await rest('/trade-ins', json('POST', body, owner.headers)))).toBe(tradeInRefusals.openService)
    await rest(`/service-requests/${(await service.json()).doc.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect((await rest('/trade-ins', json('POST', body, owner.headers))).status).toBe(201)
  })

  it('keeps a device being traded in out of A/S, and takes its A/S once the trade-in is cancelled', async () => {
    const [device, running] = await Promise.all([registerDevice(payload, customer, eligible), createEvent()])
    const tradeIn = await rest('/trade-ins', json('POST', { event: running.id, device: device.id, condition, method: 'mail' }, owner.headers))
    expect(tradeIn.status).toBe(201)
    const service = { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'mail', returnAddress }
    expect(await messageOf(await rest('/service-requests', json('POST', service, owner.headers)))).toBe(openTradeInRefusal)
    await rest(`/trade-ins/${(await tradeIn.json()).doc.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect((await rest('/service-requests', json('POST', service, owner.headers))).status).toBe(201)
  })

  it('files either a trade-in or an A/S request for a device, never both, under 10 parallel submissions', async () => {
    const [device, running] = await Promise.all([registerDevice(payload, customer, eligible), createEvent({ perCustomerLimit: 10 })])
    const tradeIn = { event: running.id, device: device.id, condition, method: 'mail' }
    const service = { device: device.id, symptom: 'power', description: '전원이 켜지지 않습니다.', method: 'mail', returnAddress }
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? rest('/trade-ins', json('POST', tradeIn, owner.headers)) : rest('/service-requests', json('POST', service, owner.headers)),
      ),
    )
    expect(responses.map((r) => r.status).filter((status) => status === 201)).toHaveLength(1)
    const where = { device: { equals: device.id } }
    const [tradeIns, services] = await Promise.all([
      payload.count({ collection: 'trade-ins', where }),
      payload.count({ collection: 'service-requests', where }),
    ])
    expect(tradeIns.totalDocs + services.totalDocs).toBe(1)
  })

  it('holds the limit under 10 parallel submissions, each for another device', async () => {
    const limited = await createEvent({ perCustomerLimit: 2 })
    const devices = await Promise.all(Array.from({ length: 10 }, () => registerDevice(payload, customer, eligible)))
    const body = (device: number) => ({ event: limited.id, device, condition, method: 'mail' })
    const statuses = (await Promise.all(devices.map((device) => rest('/trade-ins', json('POST', body(device.id), owner.headers))))).map((r) => r.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true)
    const { totalDocs } = await payload.count({ collection: 'trade-ins', where: { event: { equals: limited.id } } })
    expect(totalDocs).toBe(2)
  })

  it('files one trade-in per device under 10 parallel submissions, across events too', async () => {
    const [first, second] = await Promise.all([createEvent({ perCustomerLimit: 10 }), createEvent({ perCustomerLimit: 10 })])
    const device = await registerDevice(payload, customer, eligible)
    const body = (eventId: number) => ({ event: eventId, device: device.id, condition, method: 'mail' })
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rest('/trade-ins', json('POST', body(i % 2 ? first.id : second.id), owner.headers))),
    )
    expect(responses.map((r) => r.status).filter((status) => status === 201)).toHaveLength(1)
    const { totalDocs } = await payload.count({ collection: 'trade-ins', where: { device: { equals: device.id } } })
    expect(totalDocs).toBe(1)
  })

  it('lets the consumer cancel only while requested', async () => {
    const { doc } = await (await apply((await createEvent()).id)).json()
    await patch(doc.id, { status: 'approved' })
    const response = await rest(`/trade-ins/${doc.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect(await messageOf(response)).toBe("'승인' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다.")
  })
})
