import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { customerOf, json } from '@/test/fixtures'
import { signUpConsumer } from '@/test/firebase'
import { rest, staffSession, testPayload } from '@/test/payload'

describe('POST /api/customers/me/adult: a consumer declares being 19 or older', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('stamps the CMS clock once on the caller, keeping their other consents', async () => {
    const consumer = await signUpConsumer()
    const { id } = await customerOf(consumer)
    await payload.update({ collection: 'customers', id, data: { consents: { marketingOptIn: true } } })
    const before = Date.now()
    const first = await rest('/customers/me/adult', json('POST', { adultConfirmedAt: '2001-01-01T00:00:00.000Z' }, consumer.headers))
    expect(first.status).toBe(200)
    const { adultConfirmedAt } = await first.json()
    expect(Date.parse(adultConfirmedAt)).toBeGreaterThanOrEqual(before - 1000)
    const again = await (await rest('/customers/me/adult', json('POST', {}, consumer.headers))).json()
    expect(again.adultConfirmedAt).toBe(adultConfirmedAt)
    const stored = await payload.findByID({ collection: 'customers', id, depth: 0 })
    expect(stored.consents).toMatchObject({ adultConfirmedAt, marketingOptIn: true })
  })

  it('refuses visitors and staff', async () => {
    expect((await rest('/customers/me/adult', json('POST', {}))).status).toBe(401)
    const staff = await staffSession(payload, 'staff')
    expect((await rest('/customers/me/adult', json('POST', {}, staff.headers))).status).toBe(401)
  })
})
