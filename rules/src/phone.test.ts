import { describe, expect, it } from 'vitest'
import { isKoreanPhone, normaliseMobile } from './phone'

describe('isKoreanPhone', () => {
  it.each(['02-123-4567', '02-6952-1184', '031-123-4567', '010-1234-5678', '1588-1234'])('accepts %s', (value) => {
    expect(isKoreanPhone(value)).toBe(true)
  })
  it.each(['01012345678', '+82-10-1234-5678', '02-12-4567', '010-1234-567', '전화번호', ''])('rejects %s', (value) => {
    expect(isKoreanPhone(value)).toBe(false)
  })
})

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

  it('writes every mobile number the CMS accepts', () => {
    for (const typed of ['01012345678', '+82 10 1234 5678', '011 123 4567']) expect(isKoreanPhone(normaliseMobile(typed) ?? '')).toBe(true)
  })
})
