import { type FirebaseApp, getApps, initializeApp } from 'firebase/app'
import {
  ActionCodeOperation,
  type Auth,
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
} from 'firebase/auth'
import { serverEnv } from '~/env.server'
import type { ActionMode } from './action-modes'

// E-mail action codes (every mode of a Firebase action link, docs/product.md#accounts-and-sessions), checked and applied by the
// storefront's server with the Firebase web SDK: the handler page then works before any script
// has loaded, and ships none of the SDK. None of these calls signs anyone in, so one Auth
// instance serves every request.

const OPERATION_OF: Record<ActionMode, string> = {
  resetPassword: ActionCodeOperation.PASSWORD_RESET,
  verifyEmail: ActionCodeOperation.VERIFY_EMAIL,
  recoverEmail: ActionCodeOperation.RECOVER_EMAIL,
  verifyAndChangeEmail: ActionCodeOperation.VERIFY_AND_CHANGE_EMAIL,
  signIn: ActionCodeOperation.EMAIL_SIGNIN,
  revertSecondFactorAddition: ActionCodeOperation.REVERT_SECOND_FACTOR_ADDITION,
}

const APP_NAME = 'storefront-action-codes'
let auth: Auth | undefined

function serverAuth(): Auth {
  if (auth) return auth
  const { apiKey, authDomain, projectId, emulatorHost } = serverEnv().firebase
  const app: FirebaseApp = getApps().find((existing) => existing.name === APP_NAME) ?? initializeApp({ apiKey, authDomain, projectId }, APP_NAME)
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true })
  return auth
}

export type ActionCodeInfo = { email: string | null; previousEmail: string | null }

/** What a code is for, without using it up; null when it is invalid, used, expired or for another mode. */
export async function inspectActionCode(mode: ActionMode, oobCode: string): Promise<ActionCodeInfo | null> {
  try {
    const info = await checkActionCode(serverAuth(), oobCode)
    if (info.operation !== OPERATION_OF[mode]) return null
    return { email: info.data.email ?? null, previousEmail: info.data.previousEmail ?? null }
  } catch (error) {
    if (isCodeRejected(error)) return null
    throw error
  }
}

export const applyCode = (oobCode: string) => applyActionCode(serverAuth(), oobCode)

export const resetPasswordWithCode = (oobCode: string, newPassword: string) => confirmPasswordReset(serverAuth(), oobCode, newPassword)

export const isCodeRejected = (error: unknown) => {
  const code = (error as { code?: unknown })?.code
  return code === 'auth/invalid-action-code' || code === 'auth/expired-action-code' || code === 'auth/user-disabled' || code === 'auth/user-not-found'
}
