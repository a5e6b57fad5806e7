import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { signUpConsumer } from '@/test/firebase'
import { customerOf, json } from '@/test/fixtures'
import { rest, testPayload } from '@/test/payload'
import { PHONE_CONSENT_MISSING } from '@storefront/rules/phone'

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

  it('keeps the phone number of a consumer only with its own consent: refused without, stamped by the CMS, withdrawn with the number', async () => {
    const consumer = await signUpConsumer()
    const { id } = await customerOf(consumer)
    const patch = (body: object) => rest(`/customers/${id}`, json('PATCH', body, consumer.headers))
    const read = () => payload.findByID({ collection: 'customers', id, depth: 0 })
    expect((await patch({ consents: { termsAcceptedAt: LONG_AGO, privacyAcceptedAt: LONG_AGO } })).status).toBe(200)

    const refused = await patch({ phone: '010-2345-6789' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(PHONE_CONSENT_MISSING)
    expect((await read()).phone ?? null).toBeNull()

    const before = Date.now()
    expect((await patch({ phone: '010-2345-6789', consents: { phoneAcceptedAt: LONG_AGO } })).status).toBe(200)
    const given = await read()
    expect(given.phone).toBe('010-2345-6789')
    expect(Date.parse(given.consents!.phoneAcceptedAt!)).toBeGreaterThanOrEqual(before - 1000)
    // The other consents are left as they were.
    expect(given.consents!.termsAcceptedAt).toBeTruthy()

    // A new number keeps the consent given; other changes do not ask for it again.
    expect((await patch({ phone: '010-3456-7890', name: '김번호', consents: { marketingOptIn: true } })).status).toBe(200)
    expect((await read()).consents!.phoneAcceptedAt).toBe(given.consents!.phoneAcceptedAt)

    // Withdrawing the consent while keeping the number is refused; removing the number withdraws it.
    expect((await patch({ consents: { phoneAcceptedAt: null } })).status).toBe(400)
    expect((await patch({ phone: null })).status).toBe(200)
    const withdrawn = await read()
    expect(withdrawn.phone ?? null).toBeNull()
    expect(withdrawn.consents!.phoneAcceptedAt ?? null).toBeNull()
    expect(withdrawn.consents!.marketingOptIn).toBe(true)
  })

  it('lets staff take a number down without it, and lets the consumer change the rest', async () => {
    const consumer = await signUpConsumer()
    const { id } = await customerOf(consumer)
    await payload.update({ collection: 'customers', id, data: { phone: '010-4567-8901' } })
    expect((await rest(`/customers/${id}`, json('PATCH', { name: '김직원입력', consents: { marketingOptIn: true } }, consumer.headers))).status).toBe(200)
    const customer = await payload.findByID({ collection: 'customers', id, depth: 0 })
    expect(customer).toMatchObject({ phone: '010-4567-8901', name: '김직원입력' })
    expect(customer.consents!.phoneAcceptedAt ?? null).toBeNull()
  })

  it('stamps the marketing consent when given, keeps it while it holds, stamps it again when a two-year-old one is confirmed, and drops it with the consent', async () => {
    const consumer = await signUpConsumer()
    const { id } = await customerOf(consumer)
    const patch = (consents: object) => rest(`/customers/${id}`, json('PATCH', { consents }, consumer.headers))
    const read = async () => (await payload.findByID({ collection: 'customers', id, depth: 0 })).consents!
    const before = Date.now()
    expect((await patch({ marketingOptIn: true, marketingAcceptedAt: LONG_AGO })).status).toBe(200)
    const given = (await read()).marketingAcceptedAt!
    expect(Date.parse(given)).toBeGreaterThanOrEqual(before - 1000)
    expect((await patch({ marketingOptIn: true, marketingAcceptedAt: new Date().toISOString() })).status).toBe(200)
    expect((await read()).marketingAcceptedAt).toBe(given)

    await payload.update({ collection: 'customers', id, data: { consents: { marketingOptIn: true, marketingAcceptedAt: LONG_AGO } } })
    // Any time sent (the storefront sends its own) is "I confirm": stamped with the CMS's.
    expect((await patch({ marketingOptIn: true, marketingAcceptedAt: '2002-02-02T00:00:00.000Z' })).status).toBe(200)
    expect(Date.parse((await read()).marketingAcceptedAt!)).toBeGreaterThanOrEqual(before - 1000)

    expect((await patch({ marketingOptIn: false })).status).toBe(200)
    expect(await read()).toMatchObject({ marketingOptIn: false, marketingAcceptedAt: null })
  })
})
