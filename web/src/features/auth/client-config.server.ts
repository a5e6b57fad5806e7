import { serverEnv } from '~/env.server'
import type { FirebaseClientConfig } from './types'

/** The public part of the Firebase configuration, for pages that sign in in the browser. */
export function firebaseClientConfig(): FirebaseClientConfig {
  const { apiKey, authDomain, projectId, emulatorHost } = serverEnv().firebase
  return { apiKey, authDomain, projectId, emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null }
}
