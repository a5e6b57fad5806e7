import type { StaffRole } from './session-policy'

/** The signed-in consumer as the server knows it from the session cookie. */
export interface SessionUser {
  uid: string
  email: string | null
  name: string | null
  /** The current user's staff role (a `role` custom claim; none for consumers). */
  role: StaffRole | null
}

/** What the browser needs to talk to Firebase Authentication; all of it is public. */
export interface FirebaseClientConfig {
  apiKey: string
  authDomain: string
  projectId: string
  /** `http://host:port` of the Auth Emulator on a local run, else null. */
  emulatorUrl: string | null
}

export type CreateSessionResult = { ok: true } | { ok: false; code: 'session/invalid-token' | 'session/stale-sign-in'; message: string }
