import type { UserRecord } from 'firebase-admin/auth'
import { serverEnv } from '~/env.server'
import { errorCode } from '../errors'
import { adminAuth } from '../firebase-admin.server'
import { type FirebaseAccount, kakaoUid, planSignIn, type SignInPlan } from './firebase-account'
import { KakaoLoginFailure } from './kakao-api.server'
import type { KakaoProfile } from './kakao-profile'

const TIMEOUT_MS = 5_000

/** Finds or creates the Firebase user for a Kakao profile and returns a fresh ID token for it. */
export async function signInToFirebase(profile: KakaoProfile): Promise<{ idToken: string; plan: SignInPlan }> {
  const plan = await carryOut(profile)
  const customToken = await adminAuth().createCustomToken(plan.uid, plan.claims)
  return { idToken: await exchangeCustomToken(customToken), plan }
}

async function carryOut(profile: KakaoProfile, attempt = 1): Promise<SignInPlan> {
  const auth = adminAuth()
  const [kakaoUser, emailOwner] = await Promise.all([
    userOrNull(() => auth.getUser(kakaoUid(profile.id))),
    profile.emailVerified && profile.email ? userOrNull(() => auth.getUserByEmail(profile.email!)) : null,
  ])
  const plan = planSignIn(profile, kakaoUser, emailOwner)
  try {
    if (plan.kind === 'create') await auth.createUser({ uid: plan.uid, ...plan.create })
    if (plan.kind === 'existing' && plan.update) await auth.updateUser(plan.uid, plan.update)
  } catch (error) {
    // Another request got there first (a double click on the consent page) or took the e-mail
    // in between: read the accounts again and decide once more.
    const code = errorCode(error)
    if (attempt < 3 && (code === 'auth/uid-already-exists' || code === 'auth/email-already-exists')) return carryOut(profile, attempt + 1)
    throw error
  }
  return plan
}

async function userOrNull(read: () => Promise<UserRecord>): Promise<FirebaseAccount | null> {
  try {
    return await read()
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null
    throw error
  }
}

/**
 * Signs in with a custom token through the Identity Toolkit REST API, as the web SDK would in a
 * browser, so the server holds an ID token to turn into the session cookie. The emulator serves
 * the same API under its own host.
 */
async function exchangeCustomToken(customToken: string): Promise<string> {
  const { apiKey, emulatorHost } = serverEnv().firebase
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com'
  const response = await fetch(`${base}/v1/accounts:signInWithCustomToken?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => null)) as { idToken?: string; error?: { message?: string } } | null
  if (response.ok && body?.idToken) return body.idToken
  const message = body?.error?.message ?? `status ${response.status}`
  if (message.startsWith('USER_DISABLED')) throw new KakaoLoginFailure('disabled', 'the Firebase user is disabled')
  throw new Error(`signInWithCustomToken failed: ${message}`)
}
