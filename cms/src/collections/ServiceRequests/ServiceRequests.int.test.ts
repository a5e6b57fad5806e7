import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, Shop, User } from '@/payload-types'
import { seoulDay } from '@storefront/rules/seoul-date'
import { createProduct, createShop, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { mailsTo } from '@/test/mail'

const NUMBER = /^AS-(\d{8})-(\d{4,})$/
const RETURN_ADDRESS = { name: '김반송', phone: '010-2345-6789', postalCode: '06236', address: '서울 강남구 테헤란로 1' }

describe('A/S requests: filing and the status flow', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let owner: Consumer
  let customer: Customer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }

  const file = async (consumer: Consumer, device: number, extra: Record<string, unknown> = {}) =>
    rest(
      '/service-requests',
      json('POST', { device, symptom: 'charging', description: '충전이 되지 않습니다.', method: 'visit', shop: shop.id, ...extra }, consumer.headers),
    )
  const newRequest = async () => {
    const device = await registerDevice(payload, customer, product)
    const response = await file(owner, device.id)
    expect(response.status).toBe(201)
    return (await response.json()).doc
  }
  const patch = (id: number, body: Record<string, unknown>, headers: Record<string, string>) => rest(`/service-requests/${id}`, json('PATCH', body, headers))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message
  const pick = (doc: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((name) => [name, doc[name]]))

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await createShop(payload, ['registration', 'service'])
    ;[owner, other] = await Promise.all([signUpConsumer(), signUpConsumer()])
    customer = await customerOf(owner)
    staff = await staffSession(payload, 'staff')
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('numbers a new request AS-<Seoul date>-<sequence>, starts it as requested and fixes the warranty cover', async () => {
    const doc = await newRequest()
    expect(doc.number).toMatch(NUMBER)
    expect(doc.number.slice(3, 11)).toBe(seoulDay(new Date()).replaceAll('-', ''))
    expect(doc).toMatchObject({ status: 'requested', inWarranty: true, customer: { id: customer.id } })
    expect(doc.timeline).toEqual([expect.objectContaining({ status: 'requested', actor: 'customer', at: expect.any(String) })])

    const old = await registerDevice(payload, customer, product, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000))
    expect((await (await file(owner, old.id)).json()).doc.inWarranty).toBe(false)
  })

  it('refuses a request for someone else’s device, or a second open one for the same device', async () => {
    const device = await registerDevice(payload, customer, product)
    expect(await messageOf(await file(other, device.id))).toBe('정품 등록된 본인 기기만 신청할 수 있습니다.')
    expect((await file(owner, device.id)).status).toBe(201)
    const second = await file(owner, device.id)
    expect(second.status).toBe(409)
  })

  it('requires a shop offering A/S for a visit', async () => {
    const device = await registerDevice(payload, customer, product)
    const registrationOnly = await createShop(payload, ['registration'])
    for (const refused of [await file(owner, device.id, { shop: null }), await file(owner, device.id, { shop: registrationOnly.id })]) {
      expect(refused.status).toBe(400)
      // On the shop field, for the admin panel to mark and the storefront to show it under.
      expect((await refused.json()).errors[0].data.errors).toEqual([{ path: 'shop', message: expect.stringMatching(/매장을 선택하세요/) }])
    }
    expect((await file(owner, device.id, { method: 'mail', shop: null, returnAddress: RETURN_ADDRESS })).status).toBe(201)
  })

  it('lets staff move it along the flow, recording who, when and the note each time', async () => {
    const doc = await newRequest()
    for (const [status, statusNote] of [
      ['received', '매장에서 기기를 받았습니다.'],
      ['in-repair', null],
      ['completed', '충전 단자를 교체했습니다.'],
    ]) {
      const response = await patch(doc.id, { status, statusNote, cost: 0 }, staff.headers)
      expect(response.status).toBe(200)
    }
    const done = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(done.timeline?.map(({ status, actor, note }) => [status, actor, note ?? null])).toEqual([
      ['requested', 'customer', null],
      ['received', 'staff', '매장에서 기기를 받았습니다.'],
      ['in-repair', 'staff', null],
      ['completed', 'staff', '충전 단자를 교체했습니다.'],
    ])
    expect(done.timeline?.slice(1).every((entry) => (entry.staffUser as User).id === staff.user.id)).toBe(true)
    const times = done.timeline!.map((entry) => Date.parse(entry.at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })

  it('refuses transitions the flow does not allow, leaving the request as it was', async () => {
    const doc = await newRequest()
    expect(await messageOf(await patch(doc.id, { status: 'completed' }, staff.headers))).toBe("'접수 대기' 상태에서 '수리 완료'(으)로 바꿀 수 없습니다.")
    expect(await messageOf(await patch(doc.id, { status: 'cancelled' }, staff.headers))).toBe("직원은 '신청 취소'(으)로 바꿀 수 없습니다.")
    const after = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect([after.status, after.timeline?.length]).toEqual(['requested', 1])
  })

  it('needs a reason to reject, and shows it to the consumer', async () => {
    const doc = await newRequest()
    expect(await messageOf(await patch(doc.id, { status: 'rejected' }, staff.headers))).toMatch(/사유를 입력/)
    expect((await patch(doc.id, { status: 'rejected', statusNote: '침수 흔적이 있어 보증 대상이 아닙니다.' }, staff.headers)).status).toBe(200)
    const seen = await (await rest(`/service-requests/${doc.id}`, { headers: owner.headers })).json()
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'rejected', note: '침수 흔적이 있어 보증 대상이 아닙니다.' })
  })

  it('lets the consumer cancel only while requested, and nothing else', async () => {
    const doc = await newRequest()
    expect(await messageOf(await patch(doc.id, { status: 'received' }, owner.headers))).toBe("고객은 '접수 완료'(으)로 바꿀 수 없습니다.")
    expect((await patch(doc.id, { status: 'cancelled', statusNote: '자가 해결했어요.' }, other.headers)).status).toBe(403)
    expect((await patch(doc.id, { status: 'cancelled', statusNote: '자가 해결했어요.' }, owner.headers)).status).toBe(200)
    expect((await patch(doc.id, { status: 'cancelled' }, owner.headers)).status).toBe(200)
    const cancelled = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(cancelled.timeline?.map(({ status, actor }) => [status, actor])).toEqual([
      ['requested', 'customer'],
      ['cancelled', 'customer'],
    ])

    const received = await newRequest()
    await patch(received.id, { status: 'received' }, staff.headers)
    expect(await messageOf(await patch(received.id, { status: 'cancelled' }, owner.headers))).toBe("'접수 완료' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다.")
  })

  it('lets the consumer change the shop while requested, not after', async () => {
    const doc = await newRequest()
    const another = await createShop(payload, ['service'])
    expect((await patch(doc.id, { shop: another.id }, owner.headers)).status).toBe(200)
    await patch(doc.id, { status: 'received' }, staff.headers)
    expect((await patch(doc.id, { shop: shop.id }, owner.headers)).status).toBe(400)
  })

  it('refuses a staff save from a form opened before the customer moved the visit, naming what changed; a fresh form saves', async () => {
    const doc = await newRequest()
    const another = await createShop(payload, ['service'])
    // The admin form as staff opened it: every field, with that version's updatedAt.
    const opened = await (await rest(`/service-requests/${doc.id}?depth=0`, { headers: staff.headers })).json()
    expect((await patch(doc.id, { shop: another.id }, owner.headers)).status).toBe(200)
    const stale = await patch(doc.id, { ...pick(opened, ['shop', 'visitAt', 'updatedAt']), staffNotes: '전화 드림' }, staff.headers)
    expect(stale.status).toBe(409)
    expect(await messageOf(stale)).toBe(
      '이 화면을 연 뒤에 고객이 신청을 바꿨습니다(바뀐 항목: 방문 매장). 페이지를 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해 주세요.',
    )
    expect(await payload.findByID({ collection: 'service-requests', id: doc.id, depth: 0 })).toMatchObject({ shop: another.id, staffNotes: null })
    // Reloaded, the form carries the new version and the customer's shop: its save goes through.
    const fresh = await (await rest(`/service-requests/${doc.id}?depth=0`, { headers: staff.headers })).json()
    expect((await patch(doc.id, { ...pick(fresh, ['shop', 'visitAt', 'updatedAt']), staffNotes: '전화 드림' }, staff.headers)).status).toBe(200)
    // A stale form that leaves the customer's fields as they now are changes nothing of theirs: it saves.
    expect((await patch(doc.id, { updatedAt: opened.updatedAt, shop: another.id, staffNotes: '다시 확인' }, staff.headers)).status).toBe(200)
  })

  it('keeps what consumers and staff may not change, and hides staff notes from the consumer', async () => {
    const doc = await newRequest()
    await patch(doc.id, { description: '바꾼 설명', cost: 99_000, staffNotes: '고객 메모' }, owner.headers)
    await patch(doc.id, { description: '직원이 바꾼 설명', staffNotes: '단자 부식 확인' }, staff.headers)
    const stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(stored).toMatchObject({ description: '충전이 되지 않습니다.', staffNotes: '단자 부식 확인' })
    expect(stored.cost ?? null).toBeNull()
    const seen = await (await rest(`/service-requests/${doc.id}`, { headers: owner.headers })).json()
    expect(seen).not.toHaveProperty('staffNotes')
    expect(seen.timeline[0]).not.toHaveProperty('staffUser')
  })

  it('gives requests filed at the same moment distinct consecutive numbers', async () => {
    const devices = await Promise.all(Array.from({ length: 8 }, () => registerDevice(payload, customer, product)))
    const responses = await Promise.all(devices.map((device) => file(owner, device.id)))
    const numbers: string[] = await Promise.all(responses.map(async (response) => (await response.json()).doc.number))
    const sequences = numbers.map((number) => Number(NUMBER.exec(number)![2])).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(8)
    expect(sequences.at(-1)! - sequences[0]).toBe(7)
  })

  it('files once for a repeated Idempotency-Key', async () => {
    const device = await registerDevice(payload, customer, product)
    const body = { device: device.id, symptom: 'leak', description: '누액이 있습니다.', method: 'mail', returnAddress: RETURN_ADDRESS }
    const headers = { ...owner.headers, 'idempotency-key': `as-${device.id}-retry` }
    const responses = await Promise.all([0, 1, 2].map(() => rest('/service-requests', json('POST', body, headers))))
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).doc.number))
    expect(new Set(numbers).size).toBe(1)
    expect((await payload.count({ collection: 'service-requests', where: { device: { equals: device.id } } })).totalDocs).toBe(1)
  })

  it('needs a complete return address for a mail-in, and keeps it from the consumer afterwards', async () => {
    const device = await registerDevice(payload, customer, product)
    const address = RETURN_ADDRESS
    expect(await messageOf(await file(owner, device.id, { method: 'mail', shop: null }))).toBe('받으실 분의 이름을 적어 주세요.')
    // Each problem names its field's path, which the storefront shows it under, whatever its words.
    const refused = await file(owner, device.id, { method: 'mail', shop: null, returnAddress: { ...address, postalCode: '123', phone: '' } })
    expect(refused.status).toBe(400)
    const [answer] = (await refused.json()).errors
    expect(answer.message).toBe('연락처를 확인해 주세요. 예: 010-1234-5678')
    expect(answer.data.errors).toEqual([
      { path: 'returnAddress.phone', message: '연락처를 확인해 주세요. 예: 010-1234-5678' },
      { path: 'returnAddress.postalCode', message: '우편번호 5자리를 입력하세요.' },
    ])
    // A mobile number typed without hyphens is kept as people write it; the 상세 주소 apart from the road address, trimmed.
    const response = await file(owner, device.id, { method: 'mail', shop: null, returnAddress: { ...address, phone: '01023456789', detail: ' 12층 ' } })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc.returnAddress).toEqual({ ...address, detail: '12층' })
    await patch(doc.id, { returnAddress: { ...address, address: '다른 주소' } }, owner.headers)
    expect((await payload.findByID({ collection: 'service-requests', id: doc.id })).returnAddress?.address).toBe(address.address)
  })

  it('is not found for another customer, to read or to change', async () => {
    const doc = await newRequest()
    expect((await rest(`/service-requests/${doc.id}`, { headers: other.headers })).status).toBe(404)
    const list = await (await rest(`/service-requests?where[id][equals]=${doc.id}`, { headers: other.headers })).json()
    expect(list.docs).toEqual([])
  })

  it('keeps a closed request as it is: no other shop, no cost, no status, for consumers and staff alike', async () => {
    const another = await createShop(payload, ['service'])
    const cancelled = await newRequest()
    await patch(cancelled.id, { status: 'cancelled' }, owner.headers)
    expect(await messageOf(await patch(cancelled.id, { shop: another.id }, owner.headers))).toMatch(/바꿀 수 없습니다/)
    expect(await messageOf(await patch(cancelled.id, { shop: another.id }, staff.headers))).toBe('종료된 신청은 바꿀 수 없습니다.')
    expect(await messageOf(await patch(cancelled.id, { status: 'received' }, staff.headers))).toMatch(/바꿀 수 없습니다/)

    const completed = await newRequest()
    // A paid repair: the customer approved its estimate first (estimate/estimate.int.test.ts).
    await patch(completed.id, { status: 'received', estimate: { parts: 10_000, labour: 5_000 } }, staff.headers)
    const { estimate } = await payload.findByID({ collection: 'service-requests', id: completed.id })
    const approval = await rest(`/service-requests/${completed.id}/estimate`, json('POST', { answer: 'approved', nonce: estimate?.nonce }, owner.headers))
    expect(approval.status).toBe(200)
    for (const status of ['in-repair', 'completed']) await patch(completed.id, { status, cost: 15_000 }, staff.headers)
    expect(await messageOf(await patch(completed.id, { cost: 0 }, staff.headers))).toBe('종료된 신청은 바꿀 수 없습니다.')
    // Private notes may still be added.
    expect((await patch(completed.id, { staffNotes: '고객 재방문 예정' }, staff.headers)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'service-requests', id: completed.id })
    expect([stored.status, stored.cost, stored.staffNotes]).toEqual(['completed', 15_000, '고객 재방문 예정'])
  })

  it('takes the customer’s courier and tracking number for a mail-in while it waits, and staff’s for the way back, each on the timeline', async () => {
    const device = await registerDevice(payload, customer, product)
    const { doc } = await (await file(owner, device.id, { method: 'mail', shop: null, returnAddress: RETURN_ADDRESS })).json()
    const send = (body: Record<string, unknown>, headers = owner.headers) => patch(doc.id, body, headers)
    expect(await messageOf(await send({ inbound: { courier: 'cj', trackingNumber: '1234' } }))).toMatch(/숫자 9~14자리/)
    const unknownCourier = await send({ inbound: { courier: 'dhl', trackingNumber: '630123456789' } })
    // On the shipment's own field, which the admin panel marks.
    expect((await unknownCourier.json()).errors[0].data.errors).toEqual([{ path: 'inbound.courier', message: '택배사를 선택하세요.' }])
    expect(await messageOf(await send({ inbound: { trackingNumber: '630123456789' } }))).toBe('택배사를 선택하세요.')
    // Another customer is refused (Payload's 403 for an update outside their access), and nothing changes.
    expect((await send({ inbound: { courier: 'cj', trackingNumber: '630123456789' } }, other.headers)).status).toBe(403)
    expect((await payload.findByID({ collection: 'service-requests', id: doc.id })).timeline).toHaveLength(1)

    // Printed with hyphens, kept as digits; the same again adds nothing; the customer cannot write the way back.
    expect(
      (await send({ inbound: { courier: 'cj', trackingNumber: '6301-2345-6789' }, outbound: { courier: 'cj', trackingNumber: '111122223333' } })).status,
    ).toBe(200)
    expect((await send({ inbound: { courier: 'cj', trackingNumber: '630123456789' } })).status).toBe(200)
    let stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(stored.inbound).toMatchObject({ courier: 'cj', trackingNumber: '630123456789' })
    expect(stored.outbound?.trackingNumber ?? null).toBeNull()
    expect(stored.timeline?.map(({ status, event, actor, note }) => [status, event ?? null, actor, note])).toEqual([
      ['requested', null, 'customer', null],
      ['requested', 'sent-in', 'customer', 'CJ대한통운 630123456789'],
    ])

    // Once received, the customer's shipment is a record; staff send it back when done.
    for (const status of ['received', 'in-repair', 'completed']) expect((await send({ status }, staff.headers)).status).toBe(200)
    expect(await messageOf(await send({ inbound: { courier: 'epost', trackingNumber: '6070123456789' } }))).toBe(
      '지금은 운송장을 입력하거나 바꿀 수 없습니다. 고객센터로 문의하세요.',
    )
    expect((await send({ outbound: { courier: 'epost', trackingNumber: '6070123456789' } }, staff.headers)).status).toBe(200)
    stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect(stored.timeline?.at(-1)).toMatchObject({ status: 'completed', event: 'sent-back', actor: 'staff', note: '우체국택배 6070123456789' })
    const mails = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes(doc.number))
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject.replace(/^\[.*?\] /, '')), { timeout: 30_000 })
      .toContain(`A/S ${doc.number} 기기 반송`)
    const back = (await mails()).find((mail) => mail.subject.endsWith('기기 반송'))!
    expect(back.text).toContain('배송 조회: https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6070123456789')
    // The customer's own shipment mails nobody: they know.
    expect((await mails()).some((mail) => mail.subject.endsWith('기기 발송'))).toBe(false)
  })

  it('takes the customer’s change while staff have the request open, and staff’s form saved afterwards does not undo it', async () => {
    const device = await registerDevice(payload, customer, product)
    const { doc } = await (await file(owner, device.id, { method: 'mail', shop: null, returnAddress: RETURN_ADDRESS })).json()
    // Opening the request in the admin panel locks it for the staff member.
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'service-requests', value: doc.id }, globalSlug: null, user: { relationTo: 'users', value: staff.user.id } },
    })
    expect((await patch(doc.id, { inbound: { courier: 'hanjin', trackingNumber: '512345678901' } }, owner.headers)).status).toBe(200)
    // The form staff opened before that sends every field back, the shipment still empty.
    expect((await patch(doc.id, { inbound: { courier: null, trackingNumber: '' }, staffNotes: '확인함' }, staff.headers)).status).toBe(200)
    const stored = await payload.findByID({ collection: 'service-requests', id: doc.id })
    expect([stored.inbound?.courier, stored.inbound?.trackingNumber, stored.staffNotes]).toEqual(['hanjin', '512345678901', '확인함'])
  })

  it('takes no tracking number for a shop visit', async () => {
    const doc = await newRequest()
    expect(await messageOf(await patch(doc.id, { inbound: { courier: 'cj', trackingNumber: '630123456789' } }, owner.headers))).toBe(
      '택배 접수가 아닌 신청에는 운송장을 입력할 수 없습니다.',
    )
  })
})
