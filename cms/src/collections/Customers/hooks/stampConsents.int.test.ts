import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { signUpConsumer } from '@/test/firebase'
import { customerOf, json } from '@/test/fixtures'
import { rest, testPayload } from '@/test/payload'

const LONG_AGO = '2001-01-01T00:00:00.000Z'

describe('consent times are stamped by the CMS', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('ignores the times a consumer sends: its own clock the first time, unchanged after', async () => {
    const consumer = await signUpConsumer()
    const { id } = await customerOf(consumer)
    const before = Date.now()
    const sent = { consents: { termsAcceptedAt: LONG_AGO, privacyAcceptedAt: LONG_AGO, adultConfirmedAt: LONG_AGO, marketingOptIn: true } }
    expect((await rest(`/customers/${id}`, json('PATCH', sent, consumer.headers))).status).toBe(200)
    const first = (await payload.findByID({ collection: 'customers', id, depth: 0 })).consents!
    for (const at of [first.termsAcceptedAt, first.privacyAcceptedAt]) {
      expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(at!)).toBeLessThanOrEqual(Date.now() + 1000)
    }
    // Not theirs to confirm: it comes from an identity check.
    expect(first.adultConfirmedAt ?? null).toBeNull()
    expect(first.marketingOptIn).toBe(true)

    const again = { consents: { termsAcceptedAt: new Date().toISOString(), privacyAcceptedAt: null, adultConfirmedAt: LONG_AGO } }
    expect((await rest(`/customers/${id}`, json('PATCH', again, consumer.headers))).status).toBe(200)
    const second = (await payload.findByID({ collection: 'customers', id, depth: 0 })).consents!
    expect(second.termsAcceptedAt).toBe(first.termsAcceptedAt)
    expect(second.privacyAcceptedAt).toBe(first.privacyAcceptedAt)
    expect(second.adultConfirmedAt ?? null).toBeNull()
  })
})
