// Text no keyboard makes — a NUL, half of a surrogate pair — is refused whole in Korean, and the
// record stays as it was; real characters outside the basic plane are kept.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Customer } from '@/payload-types'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { rest, staffSession, testPayload } from '@/test/payload'
import { UNSTORABLE_TEXT } from './refuseUnstorableText'

describe('text that cannot be stored', () => {
  let payload: Payload
  let consumer: Consumer
  let customer: Customer

  beforeAll(async () => {
    payload = await testPayload()
    consumer = await signUpConsumer('처음 이름')
    customer = await customerOf(consumer)
  })

  it.each([
    ['a NUL', '김\u0000철수'],
    ['a lone high surrogate', '\uD800x'],
    ['a lone low surrogate', 'x\uDFFF'],
  ])('a name with %s is a 400 in Korean and changes nothing', async (_, name) => {
    const response = await rest(`/customers/${customer.id}`, json('PATCH', { name }, consumer.headers))
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toBe(UNSTORABLE_TEXT)
    expect((await payload.findByID({ collection: 'customers', id: customer.id })).name).toBe(customer.name)
  })

  it('text deep in a staff member’s document is checked too', async () => {
    const { headers } = await staffSession(payload, 'admin')
    const response = await rest('/shops', json('POST', { name: '매장', address: { line: 'A\u0000' } }, headers))
    expect(response.status).toBe(400)
  })

  it('characters beyond the basic plane are real text and are kept', async () => {
    const response = await rest(`/customers/${customer.id}`, json('PATCH', { name: '𝕏 김철수 👨‍👩‍👧' }, consumer.headers))
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'customers', id: customer.id })).name).toBe('𝕏 김철수 👨‍👩‍👧')
  })
})
