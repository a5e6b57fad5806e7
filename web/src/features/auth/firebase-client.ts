import { initializeApp } from 'firebase/app'
import {
  type Auth,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth'
import type { FirebaseClientConfig } from './types'

// The Firebase web SDK, loaded with import() only by pages that sign in, so public pages ship
// none of it. The server session is the only sign-in state: the browser keeps no Firebase user.

let auth: Auth | undefined

function clientAuth(config: FirebaseClientConfig): Auth {
  if (auth) return auth
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true })
  return auth
}

/** Signs in with e-mail and password and returns the fresh ID token for the server. */
export async function signInForIdToken(config: FirebaseClientConfig, email: string, password: string) {
  const auth = clientAuth(config)
  const { user } = await signInWithEmailAndPassword(auth, email, password)
  try {
    return await user.getIdToken()
  } finally {
    await signOut(auth)
  }
}
