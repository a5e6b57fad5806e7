import { FirebaseError } from 'firebase/app'
import { describe, expect, it } from 'vitest'
import { errorCode, signInErrorMessage } from './errors'

describe('signInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', '비밀번호가 올바르지 않습니다.'],
    ['auth/user-not-found', '가입되지 않은 이메일입니다. 이메일 주소를 다시 확인해 주세요.'],
    ['auth/too-many-requests', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
    ['auth/invalid-email', '이메일 주소 형식이 올바르지 않습니다.'],
    ['session/stale-sign-in', '로그인 확인 시간이 지났습니다. 다시 로그인해 주세요.'],
  ])('words %s in Korean', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message)
  })

  it('falls back to a general message for unknown or missing codes', () => {
    expect(signInErrorMessage('auth/internal-error')).toBe('로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    expect(signInErrorMessage(undefined)).toBe(signInErrorMessage('auth/internal-error'))
    expect(signInErrorMessage('toString')).toBe(signInErrorMessage(undefined))
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
