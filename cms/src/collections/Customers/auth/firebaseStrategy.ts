import type { AuthStrategy } from 'payload'
import { firebaseAuth } from '@/lib/firebase-admin'
import { credentialOf } from './credential'
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
      token =
        credential.kind === 'idToken'
          ? // checkRevoked also refuses a disabled user: an account closed (anonymise/) stays closed.
            await firebaseAuth().verifyIdToken(credential.value, true)
          : await firebaseAuth().verifySessionCookie(credential.value, true)
    } catch (error) {
      payload.logger.info({ msg: 'firebase credential refused', kind: credential.kind, code: (error as { code?: string }).code })
      return { user: null }
    }
    const customer = await findOrCreateCustomer(payload, token)
    return { user: { ...customer, collection: 'customers', _strategy: 'firebase' } }
  },
}
