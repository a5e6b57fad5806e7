import { FirebaseError } from 'firebase/app'
import { describe, expect, it } from 'vitest'
import { type AuthAction, authErrorMessage, errorCode, rateLimitedMessage, signInErrorMessage } from './errors'

// The identity provider's error codes the product can meet (the original site's list), as the
// Firebase web SDK names them: each needs Korean wording of its own.
const KNOWN_CODES = [
  'auth/email-already-in-use',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/too-many-requests',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/network-request-failed',
  'auth/user-disabled',
  'auth/internal-error',
  'auth/argument-error',
  'auth/login-blocked',
  'auth/user-mismatch',
  'auth/invalid-user-token',
  'auth/tenant-id-mismatch',
  'auth/missing-recaptcha-token',
  'auth/multi-factor-auth-required',
  'auth/account-exists-with-different-credential',
  'auth/unauthorized-domain',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/web-storage-unsupported',
  'auth/invalid-auth-event',
  'auth/auth-domain-config-required',
  'auth/invalid-api-key',
  'auth/operation-not-supported-in-this-environment',
  'auth/already-initialized',
  'auth/missing-multi-factor-info',
  'auth/emulator-config-failed',
  'auth/invalid-emulator-scheme',
]
const ACTIONS: AuthAction[] = ['sign-in', 'register', 'reset', 'action', 'account']
const hangul = /[\uac00-\ud7a3]/

describe('authErrorMessage', () => {
  it.each(KNOWN_CODES)('has its own Korean message for %s, whatever the visitor was doing', (code) => {
    for (const action of ACTIONS) {
      const message = authErrorMessage(code, action)
      expect(message).toMatch(hangul)
      expect(message).not.toBe(authErrorMessage(undefined, action))
    }
  })

  it('words the codes of the sign-in form plainly', () => {
    expect(signInErrorMessage('auth/wrong-password')).toBe('비밀번호가 올바르지 않습니다.')
    expect(signInErrorMessage('auth/user-not-found')).toBe('가입되지 않은 이메일입니다. 이메일 주소를 다시 확인해 주세요.')
    expect(signInErrorMessage('auth/invalid-credential')).toBe('이메일 또는 비밀번호가 올바르지 않습니다.')
    expect(signInErrorMessage('auth/too-many-requests')).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect(signInErrorMessage('auth/invalid-email')).toBe('이메일 주소 형식이 올바르지 않습니다.')
    expect(signInErrorMessage('session/stale-sign-in')).toBe('로그인 확인 시간이 지났습니다. 다시 로그인해 주세요.')
  })

  it('words a code by what the visitor was doing where that changes its meaning', () => {
    expect(authErrorMessage('auth/too-many-requests', 'register')).toBe('가입 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect(authErrorMessage('auth/invalid-credential', 'account')).toBe('현재 비밀번호가 올바르지 않습니다.')
    expect(authErrorMessage('auth/email-already-in-use', 'register')).toContain('이미 가입된 이메일')
  })

  it('falls back to a message for the action on unknown or missing codes', () => {
    expect(signInErrorMessage(undefined)).toBe('로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    expect(signInErrorMessage('auth/some-new-code')).toBe(signInErrorMessage(undefined))
    expect(signInErrorMessage('toString')).toBe(signInErrorMessage(undefined))
    expect(authErrorMessage(undefined, 'register')).toBe('가입하지 못했습니다. 잠시 후 다시 시도해 주세요.')
  })
})

describe('rateLimitedMessage', () => {
  it('says how many minutes to wait, at least one', () => {
    expect(rateLimitedMessage('sign-in', 10)).toBe('로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요.')
    expect(rateLimitedMessage('register', 600)).toBe('가입 요청이 너무 많습니다. 10분 후에 다시 시도해 주세요.')
    expect(rateLimitedMessage('reset', 61)).toBe('요청이 너무 많습니다. 2분 후에 다시 시도해 주세요.')
  })
})

describe('errorCode', () => {
  it('reads the code of a Firebase error', () => {
    expect(errorCode(new FirebaseError('auth/wrong-password', 'Firebase: Error'))).toBe('auth/wrong-password')
  })

  it('gives undefined for other errors', () => {
    expect(errorCode(new Error('boom'))).toBeUndefined()
    expect(errorCode('auth/wrong-password')).toBeUndefined()
    expect(errorCode({ code: 42 })).toBeUndefined()
  })
})
