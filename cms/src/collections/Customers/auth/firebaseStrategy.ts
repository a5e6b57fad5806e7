import type { DecodedIdToken } from 'firebase-admin/auth'
import { decodeJwt } from 'jose'
import type { AuthStrategy, Payload } from 'payload'
import { env } from '@/env'
import { firebaseAuth } from '@/lib/firebaseAdmin'
import type { Customer } from '@/payload-types'
import { isRejectedCredential } from '@storefront/rules/rejected-credential'
import { isFreshReceiptFor, SESSION_RECEIPT_HEADER } from '@storefront/rules/session-receipt.server'
import { type Credential, credentialOf } from './credential'
import { findCustomer, findOrCreateCustomer } from './findOrCreateCustomer'
import { markCustomerCheckUnavailable } from './unavailable'

/**
 * Recognises consumers by the Firebase credential the storefront forwards, checked for signature,
 * expiry, revocation and a disabled or deleted user: by Firebase, or, for a session cookie of a
 * customer on record, by the storefront just before (its receipt, docs/decisions/0028). A missing
 * or invalid credential makes the request anonymous, never an error.
 */
export const firebaseStrategy: AuthStrategy = {
  name: 'firebase',
  authenticate: async ({ headers, payload, req }) => {
    const credential = credentialOf(headers)
    if (!credential) return { user: null }
    const asUser = (customer: Customer) => ({ user: { ...customer, collection: 'customers' as const, _strategy: 'firebase' } })
    try {
      // A receipt stands for the check of a customer on record only. Anyone else (first sight, or
      // an account closed since the storefront's check) is checked by Firebase, so a closed
      // account is never made again.
      const vouched = await claimsVouchedFor(credential, headers, payload)
      const known = vouched && (await findCustomer(payload, vouched))
      if (known) return asUser(known)
      let token
      try {
        token = await verify(credential)
      } catch (error) {
        if (!isRejectedCredential(error)) throw error
        refused(payload, credential, error)
        return { user: null }
      }
      return asUser(await findOrCreateCustomer(payload, token))
    } catch (error) {
      // The database or Firebase did not answer: not an anonymous visitor, a check not made.
      markCustomerCheckUnavailable(req)
      throw error
    }
  },
}

const refused = (payload: Payload, credential: Credential, error: unknown) =>
  payload.logger.info({ msg: 'firebase credential refused', kind: credential.kind, code: (error as { code?: string }).code })

const verify = (credential: Credential): Promise<DecodedIdToken> =>
  credential.kind === 'idToken'
    ? // checkRevoked also refuses a disabled user: an account closed (anonymise/) stays closed.
      firebaseAuth().verifyIdToken(credential.value, true)
    : firebaseAuth().verifySessionCookie(credential.value, true)

let receiptRefusalLogged = false

/**
 * When the storefront vouches, with a fresh receipt, that it has just checked this very session
 * cookie with Firebase, revocation included: the cookie's claims, its signature and expiry checked
 * here, without the round trip to Firebase. Null otherwise, and for a cookie that fails that check.
 */
async function claimsVouchedFor(credential: Credential, headers: Headers, payload: Payload): Promise<DecodedIdToken | null> {
  const receipt = headers.get(SESSION_RECEIPT_HEADER)
  if (credential.kind !== 'sessionCookie' || !receipt) return null
  if (!isFreshReceiptFor(credential.value, receipt, env.SESSION_RECEIPT_SECRET)) {
    // Every receipt refused means the two servers' secrets differ (or their clocks): each request
    // then costs the second check again. Said once per process.
    if (!receiptRefusalLogged) payload.logger.warn({ msg: 'session receipt refused: stale, for another cookie or signed with another SESSION_RECEIPT_SECRET' })
    receiptRefusalLogged = true
    return null
  }
  try {
    return await (env.FIREBASE_AUTH_EMULATOR_HOST ? emulatorSessionClaims(credential.value) : firebaseAuth().verifySessionCookie(credential.value, false))
  } catch (error) {
    refused(payload, credential, error)
    return null
  }
}

/**
 * The Auth Emulator's session cookies are unsigned, and firebase-admin, told about the emulator,
 * accepts them but asks the emulator about revocation whatever it is told; the receipt stands for
 * that. What is left is what Firebase's own check sees locally: this project's, a subject, not expired.
 */
function emulatorSessionClaims(cookie: string): DecodedIdToken {
  const claims = decodeJwt(cookie)
  if (claims.aud !== env.FIREBASE_PROJECT_ID || typeof claims.sub !== 'string' || !claims.sub || !claims.exp || claims.exp * 1000 <= Date.now()) {
    throw Object.assign(new Error('not a current session cookie of this project'), { code: 'emulator-session-cookie-refused' })
  }
  return { ...claims, uid: claims.sub } as DecodedIdToken
}
