import { describe, expect, it } from 'vitest'
import { normaliseMobile, profileSchema } from './phone'

describe('normaliseMobile', () => {
  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['011-123-4567', '011-123-4567'],
  ])('writes %s as %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected)
  })

  it.each(['02-123-4567', '010-12-5678', '1588-1234', 'phone', ''])('refuses %s', (input) => {
    expect(normaliseMobile(input)).toBeUndefined()
  })
})

describe('profileSchema', () => {
  it('accepts an empty phone and refuses a wrong one in Korean', () => {
    expect(profileSchema.safeParse({ name: '김서연', phone: '' }).success).toBe(true)
    expect(profileSchema.safeParse({ name: '김서연', phone: '12345' }).error?.issues[0]?.message).toBe(
      '휴대전화 번호를 확인해 주세요. 예: 010-1234-5678',
    )
    expect(profileSchema.safeParse({ name: ' ', phone: '' }).error?.issues[0]?.message).toBe('이름을 입력해 주세요.')
  })
})
