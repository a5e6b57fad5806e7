// My data (개인정보 보호법 제35조): the signed-in customer downloads everything the CMS holds about
// them, as JSON and as a page to read; nobody else's, and nobody but a signed-in customer.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer, User } from '@/payload-types'
import { createProduct, customerOf, json, registerDevice } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

describe('my data', () => {
  let payload: Payload
  let consumer: Consumer
  let customer: Customer
  let other: Customer
  let serial: string
  let otherSerial: string
  let staff: { user: User; headers: Record<string, string> }

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
    consumer = await signUpConsumer('내 정보 고객')
    customer = await customerOf(consumer)
    other = await customerOf(await signUpConsumer('다른 고객'))
    const product = await createProduct(payload)
    ;({ serialNumber: serial } = await registerDevice(payload, customer, product))
    ;({ serialNumber: otherSerial } = await registerDevice(payload, other, product))
    const now = new Date().toISOString()
    await rest(`/customers/${customer.id}`, json('PATCH', { name: '김보관', consents: { termsAcceptedAt: now, privacyAcceptedAt: now } }, consumer.headers))
    await rest('/data-requests', json('POST', { kind: 'correct', details: '주소를 고쳐 주세요.' }, consumer.headers))
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('gives the customer their record, consents, devices and requests as a JSON file, and no one else’s', async () => {
    const response = await rest('/customers/me/data', { headers: consumer.headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const data = await response.json()
    expect(data.customer).toMatchObject({ id: customer.id, name: '김보관', email: consumer.email })
    expect(data.customer.consents.privacyAcceptedAt).toBeTruthy()
    expect(data.customer.consentHistory.length).toBeGreaterThanOrEqual(2)
    expect(data.customer.searchKeys).toBeUndefined()
    expect(data.devices.map((device: { serialNumber: string }) => device.serialNumber)).toEqual([serial])
    expect(JSON.stringify(data)).not.toContain(otherSerial)
    expect(data.dataRequests).toEqual([expect.objectContaining({ kind: 'correct', details: '주소를 고쳐 주세요.' })])
    expect(data.dataRequests[0].idempotencyKey).toBeUndefined()
  })

  it('gives the same as a page to read, in Korean', async () => {
    const response = await rest('/customers/me/data?format=html', { headers: consumer.headers })
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<h2>등록 기기 (1건)</h2>')
    expect(html).toContain(serial)
    expect(html).toContain('<th scope="row">이름</th><td>김보관</td>')
    expect(html).not.toContain(otherSerial)
  })

  it('is for a signed-in customer only: a visitor and staff are refused', async () => {
    expect((await rest('/customers/me/data')).status).toBe(401)
    expect((await rest('/customers/me/data', { headers: staff.headers })).status).toBe(401)
  })
})
