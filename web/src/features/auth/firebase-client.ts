import { initializeApp } from 'firebase/app'
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth'
import { onFirebaseSignOut } from './firebase-sign-out'
import type { FirebaseClientConfig } from './types'

// The Firebase web SDK, loaded with import() only by pages that sign in or change the account,
// so public pages ship none of it. Its user lives in memory for the page's lifetime; the server
// session is what keeps a visitor signed in across pages.

let auth: Auth | undefined

function clientAuth(config: FirebaseClientConfig): Auth {
  if (auth) return auth
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  auth.languageCode = 'ko'
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true })
  const signedIn = auth
  onFirebaseSignOut(() => signOut(signedIn))
  return auth
}

/** Where an e-mail action link brings the visitor back to once it is done. */
const continueTo = (path: string) => ({ url: new URL(path, window.location.origin).href })

/**
 * Signs in with e-mail and password and returns the fresh ID token for the server. When the
 * project enforces reCAPTCHA, the SDK answers `missing-recaptcha-token` by running the captcha
 * and retrying the call itself.
 */
export async function signInForIdToken(config: FirebaseClientConfig, email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(clientAuth(config), email, password)
  return user.getIdToken()
}

/** Creates the account, names it, sends the verification mail and returns a fresh ID token. */
export async function createAccount(config: FirebaseClientConfig, input: { email: string; password: string; name: string }) {
  const auth = clientAuth(config)
  // A retry after the server failed to record the account: the account exists already.
  const current = auth.currentUser
  const user = current && current.email === input.email ? current : (await createUserWithEmailAndPassword(auth, input.email, input.password)).user
  if (user !== current) {
    await updateProfile(user, { displayName: input.name })
    await sendEmailVerification(user, continueTo('/user'))
  }
  return user.getIdToken(true)
}

export function sendResetMail(config: FirebaseClientConfig, email: string) {
  return sendPasswordResetEmail(clientAuth(config), email, continueTo('/login/password'))
}

/** The session ended on the server, or the token to resume it was refused. */
export class SessionLostError extends Error {
  readonly code = 'session/signed-out'
}

/**
 * The Firebase user of the signed-in visitor. A page load starts with none (memory only): then
 * a fresh custom token from GET /api/users/token signs it in again (docs/product.md#accounts-and-sessions).
 */
async function firebaseUser(config: FirebaseClientConfig): Promise<User> {
  const auth = clientAuth(config)
  if (auth.currentUser) return auth.currentUser
  const response = await fetch('/api/users/token', { headers: { accept: 'application/json' }, cache: 'no-store' })
  const body = response.ok ? ((await response.json()) as { token?: string }) : {}
  if (!body.token) throw new SessionLostError('no session to resume')
  return (await signInWithCustomToken(auth, body.token)).user
}

/**
 * Re-enters the current password, sets the new one and returns an ID token for a new session.
 * @public through useFirebaseClient's task, which an unused-export check cannot follow.
 */
export async function changePassword(config: FirebaseClientConfig, currentPassword: string, newPassword: string) {
  const user = await firebaseUser(config)
  if (!user.email) throw Object.assign(new Error('no e-mail'), { code: 'auth/user-mismatch' })
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword))
  await updatePassword(user, newPassword)
  // Changing the password revokes earlier sessions; this token was issued after it.
  return user.getIdToken(true)
}

/**
 * Sends the address-verification mail again, coming back to /user.
 * @public through useFirebaseClient's task, which an unused-export check cannot follow.
 */
export async function resendVerificationMail(config: FirebaseClientConfig) {
  await sendEmailVerification(await firebaseUser(config), continueTo('/user'))
}

/** A sign-in e-mail link must carry an apiKey, an oobCode and a mode. */
export function isEmailSignInLink(config: FirebaseClientConfig, href: string) {
  return isSignInWithEmailLink(clientAuth(config), href)
}

export async function signInWithLink(config: FirebaseClientConfig, email: string, href: string) {
  const { user } = await signInWithEmailLink(clientAuth(config), email, href)
  return user.getIdToken()
}
