// Requests to correct, delete or stop processing one's data (개인정보 보호법 제35조–제37조): filed by
// the customer for themselves, with the CMS's ten-day deadline, once however often sent; answered
// by staff; seen by nobody else.
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, User } from '@/payload-types'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { DATA_REQUEST_DAYS } from '@storefront/rules/data-request'

describe('data requests', () => {
  let payload: Payload
  let consumer: Consumer
  let customer: Customer
  let other: Consumer
  let staff: { user: User; headers: Record<string, string> }

  const file = (body: Record<string, unknown>, headers: Record<string, string> = consumer.headers) =>
    rest('/data-requests?depth=0', json('POST', body, headers))

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
    ;[consumer, other] = await Promise.all([signUpConsumer('요청 고객'), signUpConsumer('다른 고객')])
    customer = await customerOf(consumer)
    await customerOf(other)
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('files a request for the customer alone, received, due in ten days by the CMS’s clock', async () => {
    const before = Date.now()
    const response = await file({ kind: 'delete', details: '휴대전화 번호를 지워 주세요.', customer: 1, status: 'done', dueAt: '2099-01-01T00:00:00.000Z' })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc).toMatchObject({ kind: 'delete', status: 'received', customer: customer.id })
    const due = Date.parse(doc.dueAt) - Date.parse(doc.createdAt)
    // The deadline and the record's own time are two readings of the CMS's clock, a moment apart.
    expect(Math.abs(due - DATA_REQUEST_DAYS * 24 * 60 * 60 * 1000)).toBeLessThan(1000)
    expect(Date.parse(doc.createdAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('files one request however often the same submit is sent', async () => {
    const key = `data-${randomUUID()}`
    const headers = { ...consumer.headers, 'idempotency-key': key }
    const answers = await Promise.all([1, 2].map(() => file({ kind: 'correct', details: '이름을 고쳐 주세요.' }, headers)))
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 201])
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).doc.id))
    expect(ids[0]).toBe(ids[1])
  })

  it('refuses an empty or unknown request with a clear message, storing nothing', async () => {
    const count = async () => (await payload.count({ collection: 'data-requests', where: { customer: { equals: customer.id } } })).totalDocs
    const before = await count()
    expect((await file({ kind: 'delete', details: '' })).status).toBe(400)
    expect((await file({ kind: 'sell', details: '팔아 주세요.' })).status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('lets staff answer it and stamps when it closed; the customer may neither answer nor change it, nobody else sees it', async () => {
    const { doc } = await (await file({ kind: 'stop', details: '마케팅 메일을 멈춰 주세요.' })).json()
    expect((await rest(`/data-requests/${doc.id}`, json('PATCH', { status: 'done' }, consumer.headers))).status).toBe(403)
    expect([403, 404]).toContain((await rest(`/data-requests/${doc.id}`, { headers: other.headers })).status)
    const answered = await rest(
      `/data-requests/${doc.id}`,
      json('PATCH', { status: 'done', answer: '마케팅 메일 수신을 멈췄습니다.', details: '바꾼 내용' }, staff.headers),
    )
    expect(answered.status).toBe(200)
    const after = await payload.findByID({ collection: 'data-requests', id: doc.id, depth: 0 })
    expect(after).toMatchObject({ status: 'done', answer: '마케팅 메일 수신을 멈췄습니다.', details: '마케팅 메일을 멈춰 주세요.' })
    expect(Date.parse(after.closedAt!)).toBeGreaterThan(Date.now() - 60_000)
    const seen = await (await rest(`/data-requests/${doc.id}`, { headers: consumer.headers })).json()
    expect(seen.answer).toBe('마케팅 메일 수신을 멈췄습니다.')
  })
})
