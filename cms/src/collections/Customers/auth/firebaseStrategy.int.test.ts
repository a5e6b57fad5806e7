import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import { createSessionReceipt, SESSION_RECEIPT_HEADER, SESSION_RECEIPT_SECONDS } from '@storefront/rules/session-receipt.server'
import { sessionCookieOf, signUpConsumer, withFirebaseUnreachable } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const me = async (headers: Record<string, string>) => (await (await rest('/customers/me', { headers })).json()).user

describe('consumers are recognised by their forwarded Firebase credential', () => {
  let payload: Payload
  const countByUid = async (uid: string) => (await payload.count({ collection: 'customers', where: { firebaseUid: { equals: uid } } })).totalDocs

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('creates the customer on first sight from an ID token, and finds the same one after', async () => {
    const consumer = await signUpConsumer('김서연')
    const first = await me(consumer.headers)
    expect(first).toMatchObject({ collection: 'customers', firebaseUid: consumer.uid, email: consumer.email, name: '김서연', provider: 'password' })
    expect((await me(consumer.headers)).id).toBe(first.id)
    expect(await countByUid(consumer.uid)).toBe(1)
  })

  it('creates one customer when first requests arrive together', async () => {
    const consumer = await signUpConsumer()
    const users = await Promise.all(Array.from({ length: 5 }, () => me(consumer.headers)))
    expect(new Set(users.map((user) => user.id)).size).toBe(1)
    expect(await countByUid(consumer.uid)).toBe(1)
  })

  it('answers 503 in Korean, not as to a visitor, when the credential cannot be checked', async () => {
    const consumer = await signUpConsumer()
    const headers = { 'x-firebase-session': await sessionCookieOf(consumer.idToken) }
    expect(await me(headers)).toMatchObject({ firebaseUid: consumer.uid })
    const answers = await withFirebaseUnreachable(() =>
      Promise.all([
        rest('/customers/me', { headers }),
        rest('/devices?depth=0', { headers }),
        rest('/service-requests', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }),
        rest('/customers/me/identity/start', { method: 'POST', headers }),
      ]),
    )
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(503)
      expect((await answer.json()).errors[0].message).toMatch(/잠시 후 다시 시도해 주세요/)
    }
    // A credential Firebase itself refuses is still a visitor's: nothing to retry.
    expect((await rest('/customers/me', { headers: { 'x-firebase-session': 'not-a-cookie' } })).status).toBe(200)
  })

  it('accepts a session cookie in X-Firebase-Session and refuses it once revoked', async () => {
    const consumer = await signUpConsumer()
    const headers = { 'x-firebase-session': await sessionCookieOf(consumer.idToken) }
    expect(await me(headers)).toMatchObject({ firebaseUid: consumer.uid })
    // Firebase revokes what was signed in before the revocation's second, not during it.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await firebaseAuth().revokeRefreshTokens(consumer.uid)
    expect(await me(headers)).toBeNull()
  })

  it('takes the storefront’s fresh receipt for a session cookie as the check, without asking Firebase again', async () => {
    const consumer = await signUpConsumer()
    const cookie = await sessionCookieOf(consumer.idToken)
    expect(await me({ 'x-firebase-session': cookie })).toMatchObject({ firebaseUid: consumer.uid })
    const receipt = createSessionReceipt(cookie, env.SESSION_RECEIPT_SECRET)
    // Disabled after the storefront's check: Firebase would now refuse the cookie.
    await firebaseAuth().updateUser(consumer.uid, { disabled: true })
    expect(await me({ 'x-firebase-session': cookie })).toBeNull()
    expect(await me({ 'x-firebase-session': cookie, [SESSION_RECEIPT_HEADER]: receipt })).toMatchObject({ firebaseUid: consumer.uid })
  })

  it('never makes a closed account again, even with a receipt from before it was closed', async () => {
    const consumer = await signUpConsumer()
    const cookie = await sessionCookieOf(consumer.idToken)
    const headers = { 'x-firebase-session': cookie }
    const receipt = createSessionReceipt(cookie, env.SESSION_RECEIPT_SECRET)
    expect(await me(headers)).toMatchObject({ firebaseUid: consumer.uid })
    expect((await rest('/customers/me/anonymise', { method: 'POST', headers })).status).toBe(200)
    expect(await me({ ...headers, [SESSION_RECEIPT_HEADER]: receipt })).toBeNull()
    expect(await countByUid(consumer.uid)).toBe(0)
  })

  it('asks Firebase itself when the receipt is stale, for another cookie or not signed with the shared secret', async () => {
    const consumer = await signUpConsumer()
    const other = await signUpConsumer()
    const cookie = await sessionCookieOf(consumer.idToken)
    await firebaseAuth().updateUser(consumer.uid, { disabled: true })
    const receipts = [
      createSessionReceipt(cookie, env.SESSION_RECEIPT_SECRET, Date.now() - (SESSION_RECEIPT_SECONDS + 2) * 1000),
      createSessionReceipt(await sessionCookieOf(other.idToken), env.SESSION_RECEIPT_SECRET),
      createSessionReceipt(cookie, 'not-the-shared-secret-but-32-characters-long'),
    ]
    for (const receipt of receipts) expect(await me({ 'x-firebase-session': cookie, [SESSION_RECEIPT_HEADER]: receipt })).toBeNull()
  })

  it('leaves a request anonymous when the cookie beside a receipt is not a current session', async () => {
    const consumer = await signUpConsumer()
    const unsigned = (claims: object) => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
    const expired = unsigned({ sub: consumer.uid, exp: Math.floor(Date.now() / 1000) - 60 })
    for (const cookie of ['not-a-jwt', expired, unsigned({ exp: Math.floor(Date.now() / 1000) + 600 })]) {
      expect(await me({ 'x-firebase-session': cookie, [SESSION_RECEIPT_HEADER]: createSessionReceipt(cookie, env.SESSION_RECEIPT_SECRET) })).toBeNull()
    }
  })

  it('treats a forged or malformed credential as anonymous, not as an error', async () => {
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`
    const attempts: Record<string, string>[] = [
      { authorization: `Bearer ${forged}` },
      { authorization: 'Bearer not-a-token' },
      { 'x-firebase-session': 'nope' },
    ]
    for (const headers of attempts) {
      const response = await rest('/customers/me', { headers })
      expect(response.status).toBe(200)
      expect((await response.json()).user).toBeNull()
    }
  })

  it('never lets a consumer into the admin panel, where staff get in', async () => {
    const canAccessAdmin = async (headers: Record<string, string>) => Boolean((await (await rest('/access', { headers })).json()).canAccessAdmin)
    const staff = await staffSession(payload, 'staff')
    expect(await canAccessAdmin(staff.headers)).toBe(true)
    expect(await canAccessAdmin((await signUpConsumer()).headers)).toBe(false)
    await removeUsers(payload, [staff.user])
  })
})
