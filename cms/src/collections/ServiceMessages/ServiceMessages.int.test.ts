// The conversation on an A/S request against the real CMS and mail catcher: the customer writes on
// their own open request, staff reply, each side gets a mail; nobody else reads or writes, a
// message is never edited, and a retried send leaves one message.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, Product, Shop, User } from '@/payload-types'
import { createProduct, createShop, customerOf, json, png, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { mailsTo } from '@/test/mail'

describe('A/S conversation', () => {
  let payload: Payload
  let product: Product
  let shop: Shop
  let owner: Consumer
  let customer: Customer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }

  const post = (body: Record<string, unknown>, headers: Record<string, string>, extra: Record<string, string> = {}) =>
    rest('/service-messages', json('POST', body, { ...headers, ...extra }))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message

  /** The owner's visit request, assigned to `staff` so their messages mail them. */
  async function openRequest() {
    const device = await registerDevice(payload, customer, product)
    const filed = await rest(
      '/service-requests',
      json('POST', { device: device.id, symptom: 'taste', description: '맛이 이상합니다.', method: 'visit', shop: shop.id }, owner.headers),
    )
    const { doc } = await filed.json()
    await payload.update({ collection: 'service-requests', id: doc.id, data: { assignee: staff.user.id } })
    return doc as { id: number; number: string }
  }

  beforeAll(async () => {
    payload = await testPayload()
    product = await createProduct(payload, { warrantyMonths: 12 })
    shop = await createShop(payload, ['service'])
    ;[owner, other] = await Promise.all([signUpConsumer('이문의'), signUpConsumer()])
    customer = await customerOf(owner)
    staff = await staffSession(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff.user]))

  it('takes the customer’s message on their open request and mails the assignee; staff’s reply mails the customer', async () => {
    const request = await openRequest()
    const sent = await post(
      { request: request.id, body: '  액상을 바꿔도 탄 맛이 납니다.  ', author: 'staff', customer: 1, staffUser: staff.user.id },
      owner.headers,
    )
    expect(sent.status).toBe(201)
    const { doc } = await sent.json()
    // Who wrote it and whose it is come from the request and the session, never the input.
    expect(doc).toMatchObject({ author: 'customer', body: '액상을 바꿔도 탄 맛이 납니다.', customer: { id: customer.id } })
    expect(doc.staffUser ?? null).toBeNull()
    await expect
      .poll(async () => (await mailsTo(staff.user.email)).find((mail) => mail.subject.includes(`${request.number} 고객 메시지`))?.text ?? '', {
        timeout: 30_000,
      })
      .toContain('액상을 바꿔도 탄 맛이 납니다.')
    expect((await mailsTo(staff.user.email)).at(-1)?.text).toContain(`/admin/collections/service-requests/${request.id}`)

    const reply = await post({ request: request.id, body: '코일 교체가 필요해 보입니다.\n매장에서 바로 바꿔 드리겠습니다.' }, staff.headers)
    expect(reply.status).toBe(201)
    expect((await reply.json()).doc).toMatchObject({ author: 'staff', staffUser: { id: staff.user.id } })
    await expect
      .poll(async () => (await mailsTo(owner.email)).find((mail) => mail.subject.includes(`${request.number} 답변이 도착했습니다`))?.text ?? '', {
        timeout: 30_000,
      })
      .toContain('코일 교체가 필요해 보입니다.\n매장에서 바로 바꿔 드리겠습니다.')

    // The customer reads the thread in order; nobody else does.
    const mine = await (await rest(`/service-messages?where[request][equals]=${request.id}&sort=createdAt`, { headers: owner.headers })).json()
    expect(mine.docs.map((message: { author: string }) => message.author)).toEqual(['customer', 'staff'])
    const theirs = await (await rest(`/service-messages?where[request][equals]=${request.id}`, { headers: other.headers })).json()
    expect(theirs.docs).toEqual([])
    expect((await rest(`/service-messages/${doc.id}`, { headers: other.headers })).status).toBe(404)
  })

  it('refuses another customer’s request, a closed one and an empty message; nobody but an admin edits one', async () => {
    const request = await openRequest()
    expect((await post({ request: request.id, body: '제 것이 아닙니다' }, other.headers)).status).toBe(404)
    expect(await messageOf(await post({ request: request.id, body: '   ' }, owner.headers))).toMatch(/입력하세요/)
    const { doc } = await (await post({ request: request.id, body: '처음 메시지' }, owner.headers)).json()
    expect((await rest(`/service-messages/${doc.id}`, json('PATCH', { body: '고친 메시지' }, owner.headers))).status).toBe(403)
    expect((await rest(`/service-messages/${doc.id}`, json('PATCH', { body: '고친 메시지' }, staff.headers))).status).toBe(403)
    await rest(`/service-requests/${request.id}`, json('PATCH', { status: 'cancelled' }, owner.headers))
    expect(await messageOf(await post({ request: request.id, body: '취소한 뒤' }, owner.headers))).toBe(
      '종료된 신청에는 메시지를 남길 수 없습니다. 궁금한 점은 고객센터로 문의해 주세요.',
    )
  })

  it('keeps photos private: the customer attaches only their own, and a retried send leaves one message', async () => {
    const request = await openRequest()
    const upload = async (consumer: Consumer) => {
      const file = await png()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file.data)], { type: 'image/png' }), file.name)
      form.append('_payload', JSON.stringify({ kind: 'photo' }))
      return (await (await rest('/attachments', { method: 'POST', headers: consumer.headers, body: form })).json()).doc.id as number
    }
    const [mine, theirs] = await Promise.all([upload(owner), upload(other)])
    expect(await messageOf(await post({ request: request.id, body: '사진 첨부', photos: [theirs] }, owner.headers))).toBe(
      '본인이 올린 파일만 첨부할 수 있습니다.',
    )
    const key = { 'idempotency-key': `message-${request.id}-retry-key` }
    const [first, again] = [
      await post({ request: request.id, body: '사진 첨부', photos: [mine] }, owner.headers, key),
      await post({ request: request.id, body: '사진 첨부', photos: [mine] }, owner.headers, key),
    ]
    expect([first.status, again.status]).toEqual([201, 200])
    expect((await payload.count({ collection: 'service-messages', where: { request: { equals: request.id } } })).totalDocs).toBe(1)
    expect((await rest(`/attachments/${mine}`, { headers: other.headers })).status).toBe(404)
  })

  it('goes with its request when an admin deletes the request', async () => {
    const request = await openRequest()
    await post({ request: request.id, body: '지워질 메시지' }, owner.headers)
    await payload.delete({ collection: 'service-requests', id: request.id })
    expect((await payload.count({ collection: 'service-messages', where: { request: { equals: request.id } } })).totalDocs).toBe(0)
  })
})
