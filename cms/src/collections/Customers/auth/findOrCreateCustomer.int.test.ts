import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import { signUpConsumer } from '@/test/firebase'
import { rest, testPayload } from '@/test/payload'

const me = async (idToken: string) => (await (await rest('/customers/me', { headers: { authorization: `Bearer ${idToken}` } })).json()).user

/** What the storefront does after a Kakao login: a custom token, exchanged for an ID token. */
async function signInWithCustomToken(uid: string, claims: Record<string, string> = {}): Promise<string> {
  const token = await firebaseAuth().createCustomToken(uid, claims)
  const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  })
  if (!response.ok) throw new Error(`custom token sign-in failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { idToken: string }).idToken
}

const newKakaoId = () => String(5_000_000_000 + randomInt(1_000_000_000))

describe('customers who sign in with Kakao', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('creates a Kakao customer with provider kakao, the nickname and the Kakao id at first login', async () => {
    const kakaoId = newKakaoId()
    await firebaseAuth().createUser({ uid: `kakao:${kakaoId}`, displayName: '김카카오' })
    const customer = await me(await signInWithCustomToken(`kakao:${kakaoId}`))
    expect(customer).toMatchObject({ firebaseUid: `kakao:${kakaoId}`, provider: 'kakao', name: '김카카오', email: null })
    const stored = await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })
    expect(stored.kakaoId).toBe(kakaoId)
  })

  it('records the Kakao id on an existing password customer reached through a linked Kakao login', async () => {
    const consumer = await signUpConsumer('김서연')
    const before = await me(consumer.idToken)
    const kakaoId = newKakaoId()
    const linked = await me(await signInWithCustomToken(consumer.uid, { kakao_id: kakaoId }))
    expect(linked.id).toBe(before.id)
    const stored = await payload.findByID({ collection: 'customers', id: before.id, depth: 0 })
    expect(stored).toMatchObject({ kakaoId, provider: 'password', email: consumer.email })
    // A later e-mail sign-in keeps the link.
    await me(consumer.idToken)
    expect((await payload.findByID({ collection: 'customers', id: before.id, depth: 0 })).kakaoId).toBe(kakaoId)
  })

  it('still signs in when the Kakao id is already recorded on another customer', async () => {
    const kakaoId = newKakaoId()
    const first = await signUpConsumer()
    await me(await signInWithCustomToken(first.uid, { kakao_id: kakaoId }))
    await firebaseAuth().createUser({ uid: `kakao:${kakaoId}` })
    const customer = await me(await signInWithCustomToken(`kakao:${kakaoId}`))
    expect(customer).toMatchObject({ firebaseUid: `kakao:${kakaoId}`, provider: 'kakao' })
    expect((await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })).kakaoId ?? null).toBeNull()
  })
})
