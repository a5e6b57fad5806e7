import { describe, expect, it } from 'vitest'
import { PHONE_CONSENT_MISSING } from '@storefront/rules/phone'
import { profileFormSchema } from './phone'

const profile = { name: '김서연', phone: '', phoneConsent: false, marketingOptIn: false }

describe('profileFormSchema', () => {
  it('accepts an empty phone and refuses a wrong one in Korean', () => {
    expect(profileFormSchema.safeParse(profile).success).toBe(true)
    expect(profileFormSchema.safeParse({ ...profile, phone: '12345', phoneConsent: true }).error?.issues[0]?.message).toBe(
      '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678',
    )
    expect(profileFormSchema.safeParse({ ...profile, name: ' ' }).error?.issues[0]?.message).toBe('이름을 입력해 주세요.')
  })

  it('takes a number only with its consent, and says so on the checkbox', () => {
    const issue = profileFormSchema.safeParse({ ...profile, phone: '010-1234-5678' }).error?.issues[0]
    expect(issue).toMatchObject({ message: PHONE_CONSENT_MISSING, path: ['phoneConsent'] })
    expect(profileFormSchema.safeParse({ ...profile, phone: '01012345678', phoneConsent: true }).success).toBe(true)
  })
})
