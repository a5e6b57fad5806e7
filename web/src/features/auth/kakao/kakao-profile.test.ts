import { describe, expect, it } from 'vitest'
import { parseKakaoUser } from './kakao-profile'

const account = (kakaoAccount: object) => ({ id: 4100000001, connected_at: '2024-01-01T00:00:00Z', kakao_account: kakaoAccount })

describe('parseKakaoUser', () => {
  it('reads the id, nickname and a verified e-mail', () => {
    const profile = parseKakaoUser(
      account({ profile: { nickname: ' 김카카오 ' }, has_email: true, email: 'Kim@Example.kr', is_email_valid: true, is_email_verified: true }),
    )
    expect(profile).toEqual({ id: '4100000001', nickname: '김카카오', email: 'kim@example.kr', emailVerified: true })
  })

  it('does not vouch for an e-mail Kakao has not verified, or one no longer valid', () => {
    const unverified = parseKakaoUser(account({ email: 'a@example.kr', is_email_valid: true, is_email_verified: false }))
    expect(unverified).toMatchObject({ email: 'a@example.kr', emailVerified: false })
    const taken = parseKakaoUser(account({ email: 'a@example.kr', is_email_valid: false, is_email_verified: true }))
    expect(taken.emailVerified).toBe(false)
  })

  it('copes without an e-mail or a nickname', () => {
    expect(parseKakaoUser({ id: 7, kakao_account: { has_email: false } })).toEqual({ id: '7', nickname: null, email: null, emailVerified: false })
    expect(parseKakaoUser({ id: 7, properties: { nickname: '닉' } }).nickname).toBe('닉')
  })

  it('refuses what is not a Kakao user', () => {
    expect(() => parseKakaoUser({ msg: 'this access token does not exist', code: -401 })).toThrow()
    expect(() => parseKakaoUser({ id: 'abc' })).toThrow()
  })
})
