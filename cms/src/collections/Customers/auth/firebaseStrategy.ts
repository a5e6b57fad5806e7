import type { DecodedIdToken } from 'firebase-admin/auth'
import { decodeJwt } from 'jose'
import type { AuthStrategy } from 'payload'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebase-admin'
import { isFreshReceiptFor, SESSION_RECEIPT_HEADER } from '@/shared/session-receipt'
import { type Credential, credentialOf } from './credential'
import { findOrCreateCustomer } from './findOrCreateCustomer'

/**
 * Recognises consumers by the Firebase credential the storefront forwards, checked for signature,
 * expiry, revocation and a disabled or deleted user. A missing or invalid credential makes the
 * request anonymous, never an error.
 */
export const firebaseStrategy: AuthStrategy = {
  name: 'firebase',
  authenticate: async ({ headers, payload }) => {
    const credential = credentialOf(headers)
    if (!credential) return { user: null }
    let token
    try {
      token = await (checkedByTheStorefront(credential, headers) ?? verify(credential))
    } catch (error) {
      payload.logger.info({ msg: 'firebase credential refused', kind: credential.kind, code: (error as { code?: string }).code })
      return { user: null }
    }
    const customer = await findOrCreateCustomer(payload, token)
    return { user: { ...customer, collection: 'customers', _strategy: 'firebase' } }
  },
}

const verify = (credential: Credential): Promise<DecodedIdToken> =>
  credential.kind === 'idToken'
    ? // checkRevoked also refuses a disabled user: an account closed (anonymise/) stays closed.
      firebaseAuth().verifyIdToken(credential.value, true)
    : firebaseAuth().verifySessionCookie(credential.value, true)

/**
 * When the storefront vouches, with a fresh receipt, that it has just checked this very session
 * cookie with Firebase, revocation included (docs/decisions/0028): the cookie's claims, its
 * signature and expiry checked here, without the round trip to Firebase. Otherwise null.
 */
function checkedByTheStorefront(credential: Credential, headers: Headers): Promise<DecodedIdToken> | null {
  if (credential.kind !== 'sessionCookie') return null
  if (!isFreshReceiptFor(credential.value, headers.get(SESSION_RECEIPT_HEADER), env.SESSION_RECEIPT_SECRET)) return null
  return env.FIREBASE_AUTH_EMULATOR_HOST ? emulatorSessionClaims(credential.value) : firebaseAuth().verifySessionCookie(credential.value, false)
}

/**
 * The Auth Emulator's session cookies are unsigned, and firebase-admin, told about the emulator,
 * accepts them but asks the emulator about revocation whatever it is told; the receipt stands for
 * that. What is left to check is what Firebase's own check would see locally: a subject, not expired.
 */
async function emulatorSessionClaims(cookie: string): Promise<DecodedIdToken> {
  const claims = decodeJwt(cookie)
  if (typeof claims.sub !== 'string' || !claims.sub || !claims.exp || claims.exp * 1000 <= Date.now()) {
    throw Object.assign(new Error('not a current session cookie'), { code: 'auth/argument-error' })
  }
  return { ...claims, uid: claims.sub } as DecodedIdToken
}
