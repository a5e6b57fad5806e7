/** The signed-in consumer as the server knows it from the session cookie. */
export interface SessionUser {
  uid: string
  email: string | null
}

/** What the browser needs to talk to Firebase Authentication; all of it is public. */
export interface FirebaseClientConfig {
  apiKey: string
  authDomain: string
  projectId: string
  /** `http://host:port` of the Auth Emulator on a local run, else null. */
  emulatorUrl: string | null
}

export type CreateSessionResult = { ok: true } | { ok: false; code: 'session/invalid-token' | 'session/stale-sign-in' }
