import { describe, expect, it } from 'vitest'
import { isRejectedCredential } from './rejected-credential'

describe('isRejectedCredential', () => {
  it('is Firebase refusing the credential, not Firebase out of reach', () => {
    for (const code of ['auth/id-token-revoked', 'auth/session-cookie-expired', 'auth/user-disabled', 'auth/argument-error'])
      expect(isRejectedCredential({ code })).toBe(true)
    for (const error of [{ code: 'auth/internal-error' }, { code: 'app/network-error' }, new Error('ECONNREFUSED'), null, 'auth/user-disabled'])
      expect(isRejectedCredential(error)).toBe(false)
  })
})
