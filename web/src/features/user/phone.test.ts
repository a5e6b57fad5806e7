import { describe, expect, it } from 'vitest'
import { profileSchema } from './phone'

describe('profileSchema', () => {
  it('accepts an empty phone and refuses a wrong one in Korean', () => {
    expect(profileSchema.safeParse({ name: '김서연', phone: '' }).success).toBe(true)
    expect(profileSchema.safeParse({ name: '김서연', phone: '12345' }).error?.issues[0]?.message).toBe('휴대전화 번호를 확인해 주세요. 예: 010-1234-5678')
    expect(profileSchema.safeParse({ name: ' ', phone: '' }).error?.issues[0]?.message).toBe('이름을 입력해 주세요.')
  })
})
