import { describe, expect, it } from 'vitest'
import { kakaoIdOf, providerOf } from './findOrCreateCustomer'

const token = (uid: string, sign_in_provider = 'custom', extra: Record<string, unknown> = {}) => ({
  uid,
  firebase: { sign_in_provider, identities: {} },
  ...extra,
})

describe('what a Firebase token says about the customer', () => {
  it('names the provider: kakao for kakao:<id> uids, password, or other', () => {
    expect(providerOf(token('kakao:4100000001'))).toBe('kakao')
    expect(providerOf(token('abc', 'password'))).toBe('password')
    expect(providerOf(token('abc', 'custom'))).toBe('other')
    // A Kakao login linked by e-mail reaches an e-mail account.
    expect(providerOf(token('abc', 'custom', { kakao_id: '4100000002' }))).toBe('password')
  })

  it('reads the Kakao id from a kakao:<id> uid or from the kakao_id claim of a linked account', () => {
    expect(kakaoIdOf(token('kakao:4100000001'))).toBe('4100000001')
    expect(kakaoIdOf(token('pw-uid', 'custom', { kakao_id: '4100000002' }))).toBe('4100000002')
  })

  it('reads no Kakao id from other sign-ins or from a malformed claim', () => {
    expect(kakaoIdOf(token('pw-uid', 'password'))).toBeNull()
    expect(kakaoIdOf(token('pw-uid', 'custom', { kakao_id: 41 }))).toBeNull()
    expect(kakaoIdOf(token('pw-uid', 'custom', { kakao_id: '41; drop' }))).toBeNull()
    expect(kakaoIdOf(token('kakao:'))).toBeNull()
  })
})
