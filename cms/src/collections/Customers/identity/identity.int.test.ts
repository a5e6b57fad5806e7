import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { birthDateFor, identityMessages } from '@storefront/rules/identity'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { confirmVerification, person, startVerification, verifyAtStandIn, verifyIdentity } from '@/test/identity'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const errorOf = async (response: Response) => (await response.json()).errors[0]

describe('POST /api/customers/me/identity: 본인인증 confirmed with PortOne, never with what the browser says', () => {
  let payload: Payload
  const stored = async (consumer: Consumer) =>
    (await payload.findByID({ collection: 'customers', id: (await customerOf(consumer)).id, depth: 0 })).identity ?? {}
  const nothingKept = { adultVerifiedAt: null, name: null, phone: null, personKey: null }
  const keptOf = (identity: Record<string, unknown>) => ({
    adultVerifiedAt: identity.adultVerifiedAt ?? null,
    name: identity.name ?? null,
    phone: identity.phone ?? null,
    personKey: identity.personKey ?? null,
  })

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('keeps when, the verified name and phone and a keyed hash of the CI: no CI, no birth date', async () => {
    const consumer = await signUpConsumer()
    const who = person({ name: '박성인', phoneNumber: '01098765432' })
    const before = Date.now()
    await verifyIdentity(consumer, who)
    const identity = await stored(consumer)
    expect(Date.parse(identity.adultVerifiedAt ?? '')).toBeGreaterThanOrEqual(before - 1000)
    expect(identity).toMatchObject({ name: '박성인', phone: '010-9876-5432', pendingId: null })
    expect(identity.personKey).toMatch(/^[\w-]{43}$/)
    const record = JSON.stringify(await payload.findByID({ collection: 'customers', id: (await customerOf(consumer)).id, depth: 0 }))
    expect(record).not.toContain(who.ci)
    expect(record).not.toContain(who.birthDate)
    // The customer reads what was verified of them, not the person key nor the pending id.
    const { user } = await (await rest('/customers/me', { headers: consumer.headers })).json()
    expect(user.identity).toEqual({ adultVerifiedAt: identity.adultVerifiedAt, name: '박성인', phone: '010-9876-5432' })
  })

  it('gives the same person the same key across accounts, and another person another', async () => {
    const who = person()
    const [first, second, stranger] = await Promise.all([signUpConsumer(), signUpConsumer(), signUpConsumer()])
    await verifyIdentity(first, who)
    await verifyIdentity(second, { ...who, phoneNumber: '010-5555-6666' })
    await verifyIdentity(stranger, person({ name: who.name, birthDate: who.birthDate }))
    const [a, b, c] = await Promise.all([stored(first), stored(second), stored(stranger)])
    expect(b.personKey).toBe(a.personKey)
    expect(c.personKey).not.toBe(a.personKey)
  })

  it('refuses an id the stand-in never verified, a failed verification and an id never started here; nothing is kept', async () => {
    const consumer = await signUpConsumer()
    const neverVerified = await startVerification(consumer)
    const response = await confirmVerification(consumer, neverVerified)
    expect(response.status).toBe(400)
    expect((await errorOf(response)).message).toBe(identityMessages.failed)

    const failed = await startVerification(consumer)
    await verifyAtStandIn(failed, 'failed')
    expect((await confirmVerification(consumer, failed)).status).toBe(400)

    // Verified at PortOne, but not a verification this customer started: a forged id.
    const forged = `iv-forged-${randomUUID()}`
    await verifyAtStandIn(forged, person())
    expect((await confirmVerification(consumer, forged)).status).toBe(409)
    for (const junk of ['', 42, null, { $ne: '' }]) expect((await confirmVerification(consumer, junk)).status, JSON.stringify(junk)).toBe(409)
    expect(keptOf(await stored(consumer))).toEqual(nothingKept)
  })

  it('refuses another customer’s verification, and lets its owner confirm it after', async () => {
    const [owner, thief] = await Promise.all([signUpConsumer(), signUpConsumer()])
    const id = await startVerification(owner)
    await verifyAtStandIn(id, person())
    // The thief has a pending verification of their own: still not theirs.
    await startVerification(thief)
    const stolen = await confirmVerification(thief, id)
    expect(stolen.status).toBe(409)
    expect(keptOf(await stored(thief))).toEqual(nothingKept)
    expect((await confirmVerification(owner, id)).status).toBe(200)
  })

  it('refuses a replayed id, by its owner or anyone else, once it has been confirmed', async () => {
    const [owner, other] = await Promise.all([signUpConsumer(), signUpConsumer()])
    const id = await startVerification(owner)
    await verifyAtStandIn(id, person())
    expect((await confirmVerification(owner, id)).status).toBe(200)
    const first = await stored(owner)
    expect((await confirmVerification(owner, id)).status).toBe(409)
    await startVerification(owner)
    expect((await confirmVerification(owner, id)).status).toBe(409)
    expect((await confirmVerification(other, id)).status).toBe(409)
    expect(keptOf(await stored(owner))).toEqual(keptOf(first))
    expect(keptOf(await stored(other))).toEqual(nothingKept)
  })

  it('refuses a minor (19 tomorrow by Seoul’s date) in Korean and keeps nothing; 19 today is an adult', async () => {
    const minor = await signUpConsumer()
    const id = await startVerification(minor)
    await verifyAtStandIn(id, person({ birthDate: birthDateFor(19, new Date(), 1) }))
    const response = await confirmVerification(minor, id)
    expect(response.status).toBe(403)
    expect(await errorOf(response)).toMatchObject({ message: identityMessages.minor })
    expect(keptOf(await stored(minor))).toEqual(nothingKept)

    const adult = await signUpConsumer()
    await verifyIdentity(adult, person({ birthDate: birthDateFor(19, new Date()) }))
    expect((await stored(adult)).adultVerifiedAt).toBeTruthy()
  })

  it('answers visitors and staff 401', async () => {
    expect((await rest('/customers/me/identity/start', json('POST', {}))).status).toBe(401)
    expect((await rest('/customers/me/identity', json('POST', { identityVerificationId: 'x' }))).status).toBe(401)
    const staff = await staffSession(payload, 'admin')
    expect((await rest('/customers/me/identity/start', json('POST', {}, staff.headers))).status).toBe(401)
    await removeUsers(payload, [staff.user])
  })
})

describe('the identity fields: written by the confirmation only, read as the roles say', () => {
  let payload: Payload
  let consumer: Consumer
  let customerId: number
  let staff: Record<'admin' | 'manager' | 'staff', { user: User; headers: Record<string, string> }>

  beforeAll(async () => {
    payload = await testPayload()
    consumer = await signUpConsumer()
    customerId = (await customerOf(consumer)).id
    await verifyIdentity(consumer, person({ name: '이권한' }))
    const [admin, manager, clerk] = await Promise.all([staffSession(payload, 'admin'), staffSession(payload, 'manager'), staffSession(payload, 'staff')])
    staff = { admin, manager, staff: clerk }
  })

  afterAll(() =>
    removeUsers(
      payload,
      Object.values(staff).map(({ user }) => user),
    ),
  )

  const forged = { identity: { adultVerifiedAt: '2001-01-01T00:00:00.000Z', name: '가짜', phone: '010-0000-0000', personKey: 'forged', pendingId: 'forged' } }

  it('ignores a customer’s and every staff role’s write of them, and takes none on a new customer', async () => {
    const before = await payload.findByID({ collection: 'customers', id: customerId, depth: 0 })
    await rest(`/customers/${customerId}`, json('PATCH', { ...forged, name: '바뀐 이름' }, consumer.headers))
    for (const role of ['admin', 'manager', 'staff'] as const) await rest(`/customers/${customerId}`, json('PATCH', forged, staff[role].headers))
    const after = await payload.findByID({ collection: 'customers', id: customerId, depth: 0 })
    expect(after.name).toBe('바뀐 이름')
    expect(after.identity).toEqual(before.identity)

    const created = await rest(
      '/customers',
      json('POST', { firebaseUid: `uid-${randomUUID()}`, email: `${randomUUID()}@storefront.test`, ...forged }, staff.admin.headers),
    )
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    const fresh = await payload.findByID({ collection: 'customers', id: doc.id, depth: 0 })
    expect(fresh.identity?.adultVerifiedAt ?? null).toBeNull()
    expect(fresh.identity?.personKey ?? null).toBeNull()
  })

  it('shows every staff role and the customer when and whom it verified; the person key and the pending id to no one', async () => {
    for (const headers of [staff.admin.headers, staff.manager.headers, staff.staff.headers, consumer.headers]) {
      const response = await rest(`/customers/${customerId}?depth=0`, { headers })
      expect(response.status).toBe(200)
      const { identity } = await response.json()
      expect(identity).toMatchObject({ name: '이권한', phone: '010-2345-6789' })
      expect(identity.adultVerifiedAt).toBeTruthy()
      expect(identity).not.toHaveProperty('personKey')
      expect(identity).not.toHaveProperty('pendingId')
    }
    const other = await signUpConsumer()
    expect((await (await rest(`/customers?where[id][equals]=${customerId}`, { headers: other.headers })).json()).docs).toEqual([])
    expect([401, 403]).toContain((await rest(`/customers/${customerId}`)).status)
  })

  it('cannot be searched by the person key through REST', async () => {
    const { personKey } = (await payload.findByID({ collection: 'customers', id: customerId, depth: 0 })).identity ?? {}
    const found = await rest(`/customers?where[identity.personKey][equals]=${encodeURIComponent(personKey ?? '')}`, { headers: staff.admin.headers })
    expect((await found.json()).docs ?? []).toEqual([])
  })
})
