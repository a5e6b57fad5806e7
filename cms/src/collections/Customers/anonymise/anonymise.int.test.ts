import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import { env } from '@/env'
import { type Consumer, sessionCookieOf, signUpConsumer, withFirebaseUnreachable } from '@/test/firebase'
import { createProduct, customerOf, registerDevice } from '@/test/fixtures'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const anonymise = (headers: Record<string, string>) => rest('/customers/me/anonymise', { method: 'POST', headers })

/** A consumer with a customer record and the session cookie the storefront would forward. */
async function signedInConsumer(name: string) {
  const consumer = await signUpConsumer(name)
  const customer = await customerOf(consumer)
  const session = { 'x-firebase-session': await sessionCookieOf(consumer.idToken) }
  return { consumer, customer, session }
}

/** A new Firebase account for an address used before, as the sign-up form would make it. */
async function signUpWithEmail(email: string): Promise<Consumer> {
  const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Another1-password', returnSecureToken: true }),
  })
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`)
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string }
  return { uid: localId, email, idToken, headers: { authorization: `Bearer ${idToken}` } }
}

describe('POST /api/customers/me/anonymise', () => {
  let payload: Payload
  const byUid = async (uid: string) =>
    (await payload.find({ collection: 'customers', where: { firebaseUid: { equals: uid } }, depth: 0, pagination: false })).docs
  const record = (id: number) => payload.findByID({ collection: 'customers', id, depth: 0 })

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('blanks what names the consumer, keeps the record and its devices for staff, and closes the Firebase account', async () => {
    const { consumer, customer, session } = await signedInConsumer('김탈퇴')
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: {
        phone: '010-1234-5678',
        consents: { marketingOptIn: true },
        identity: { adultVerifiedAt: new Date().toISOString(), name: '김탈퇴', phone: '010-1234-5678', personKey: 'person-of-anonymise-test' },
      },
    })
    await payload.db.updateOne({ collection: 'customers', where: { id: { equals: customer.id } }, data: { kakaoId: `9${Date.now()}` } })
    const device = await registerDevice(payload, customer, await createProduct(payload))

    const response = await anonymise(session)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ alreadyAnonymised: false })

    const after = await record(customer.id)
    expect(after).toMatchObject({ email: null, name: null, phone: null, kakaoId: null, anonymisedAt: body.anonymisedAt })
    expect(after.consents?.marketingOptIn).toBe(false)
    // The verified name and phone go; the person key stays with the requests it counted.
    expect(after.identity).toMatchObject({ name: null, phone: null, personKey: 'person-of-anonymise-test' })
    expect(after.firebaseUid).toMatch(/^deleted:[0-9a-f-]{36}$/)
    // Service history stays attached to the same record.
    const kept = await payload.findByID({ collection: 'devices', id: device.id, depth: 0 })
    expect(kept.customer).toBe(customer.id)
    // Disabled until the storefront deletes it: its credentials no longer count.
    expect((await firebaseAuth().getUser(consumer.uid)).disabled).toBe(true)
  })

  it('is idempotent: sent again, or twice at once, it anonymises one record and creates none', async () => {
    const { consumer, customer, session } = await signedInConsumer('이중복')
    const [first, second] = await Promise.all([anonymise(session), anonymise(session)])
    const statuses = [first.status, second.status].sort()
    // The second either waited for the first and found it done (200), or came after the account
    // was closed and was refused (401); never a second anonymisation.
    expect(statuses[0]).toBe(200)
    expect([200, 401]).toContain(statuses[1])
    const again = await anonymise(session)
    expect(again.status).toBe(401)
    // Neither the session cookie nor an ID token brings a record back under the old uid.
    expect((await (await rest('/customers/me', { headers: consumer.headers })).json()).user).toBeNull()
    expect(await byUid(consumer.uid)).toHaveLength(0)
    const after = await record(customer.id)
    expect(after.anonymisedAt).toBeTruthy()
  })

  it('another customer cannot anonymise me: the call only ever reaches the caller', async () => {
    const me = await signedInConsumer('나고객')
    const other = await signedInConsumer('남고객')
    // There is no id to name; an id slipped into the body or the query is ignored.
    const response = await rest(`/customers/me/anonymise?id=${me.customer.id}`, {
      method: 'POST',
      headers: { ...other.session, 'content-type': 'application/json' },
      body: JSON.stringify({ id: me.customer.id }),
    })
    expect(response.status).toBe(200)
    expect(await record(me.customer.id)).toMatchObject({ email: me.consumer.email, name: '나고객', firebaseUid: me.consumer.uid, anonymisedAt: null })
    expect((await record(other.customer.id)).anonymisedAt).toBeTruthy()
    expect((await firebaseAuth().getUser(me.consumer.uid)).disabled).toBe(false)
  })

  it('refuses visitors and staff', async () => {
    const visitor = await anonymise({})
    expect(visitor.status).toBe(401)
    expect((await visitor.json()).errors[0].message).toBe('로그인이 필요합니다. 다시 로그인해 주세요.')
    const staff = await staffSession(payload, 'admin')
    expect((await anonymise(staff.headers)).status).toBe(401)
    await removeUsers(payload, [staff.user])
  })

  it('lets the same person sign up again as a new customer', async () => {
    const first: Consumer = await signUpConsumer('다시가입')
    const customer = await customerOf(first)
    expect((await anonymise({ 'x-firebase-session': await sessionCookieOf(first.idToken) })).status).toBe(200)
    await firebaseAuth().deleteUser(first.uid)
    const again = await signUpWithEmail(first.email)
    expect(again.uid).not.toBe(first.uid)
    const fresh = await customerOf(again)
    expect(fresh.id).not.toBe(customer.id)
    expect(fresh.anonymisedAt ?? null).toBeNull()
  })

  it('answers 503, not "signed out", when it cannot check the credential, and closes nothing', async () => {
    const { consumer, customer, session } = await signedInConsumer('연결실패')
    const response = await withFirebaseUnreachable(() => anonymise(session))
    expect(response.status).toBe(503)
    expect((await response.json()).errors[0].message).toBe('탈퇴를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    expect(await record(customer.id)).toMatchObject({ email: consumer.email, name: '연결실패', anonymisedAt: null })
    expect((await firebaseAuth().getUser(consumer.uid)).disabled).toBe(false)
  })
})
