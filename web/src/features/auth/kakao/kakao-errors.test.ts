import { describe, expect, it } from 'vitest'
import { KAKAO_LOGIN_ERRORS, kakaoErrorParam, kakaoLoginErrorMessage, loginPageAfterKakaoError } from './kakao-errors'

describe('Kakao login errors on /login', () => {
  it('has a Korean message for every reason, found again from the query', () => {
    for (const reason of Object.keys(KAKAO_LOGIN_ERRORS) as (keyof typeof KAKAO_LOGIN_ERRORS)[]) {
      expect(kakaoLoginErrorMessage(kakaoErrorParam(reason))).toMatch(/[가-힣]/)
    }
    expect(kakaoLoginErrorMessage('kakao-cancelled')).toBe('카카오 로그인을 취소했습니다.')
  })

  it('shows nothing for other or made-up values', () => {
    for (const value of [undefined, null, 42, '', 'cancelled', 'kakao-', 'kakao-toString', 'kakao-__proto__']) {
      expect(kakaoLoginErrorMessage(value)).toBeNull()
    }
  })

  it('sends the visitor back to /login, keeping where they were going', () => {
    expect(loginPageAfterKakaoError('cancelled', '/user/device?x=1')).toBe('/login?error=kakao-cancelled&redirect=%2Fuser%2Fdevice%3Fx%3D1')
    expect(loginPageAfterKakaoError('state', '/')).toBe('/login?error=kakao-state')
  })
})
