// Consumers for the integration tests: real accounts in the Auth Emulator and the credentials
// the storefront would forward (docs/contract.md, "Consumer credentials").
import { randomUUID } from 'node:crypto'
import { deleteApp, getApps } from 'firebase-admin/app'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'

export type Consumer = { uid: string; email: string; idToken: string; headers: Record<string, string> }

/** Signs a new consumer up through the emulator's REST API, as the Firebase web SDK would. */
export async function signUpConsumer(name = '테스트 고객'): Promise<Consumer> {
  const email = `consumer-${randomUUID()}@storefront.test`
  const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: randomUUID(), displayName: name, returnSecureToken: true }),
  })
  if (!response.ok) throw new Error(`emulator sign-up failed: ${response.status} ${await response.text()}`)
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string }
  return { uid: localId, email, idToken, headers: { authorization: `Bearer ${idToken}` } }
}

/** The session cookie the storefront mints from an ID token (web's `session` cookie). */
export const sessionCookieOf = (idToken: string): Promise<string> => firebaseAuth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 })

/**
 * Runs `work` while the CMS's Firebase Admin SDK talks to a closed port, as when Google is
 * unreachable. The SDK fixes its address when its app is made, so the app is made again around it.
 */
export async function withFirebaseUnreachable<T>(work: () => Promise<T>): Promise<T> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  const remake = () =>
    Promise.all(
      getApps()
        .filter(({ name }) => name === 'storefront-cms')
        .map(deleteApp),
    )
  await remake()
  process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9'
  try {
    return await work()
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
    await remake()
  }
}
