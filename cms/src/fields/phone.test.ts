import { describe, expect, it } from 'vitest'
import { isKoreanPhone } from './phone'

describe('isKoreanPhone', () => {
  it.each(['02-123-4567', '02-6952-1184', '031-123-4567', '010-1234-5678', '1588-1234'])('accepts %s', (value) => {
    expect(isKoreanPhone(value)).toBe(true)
  })
  it.each(['01012345678', '+82-10-1234-5678', '02-12-4567', '010-1234-567', '전화번호', ''])('rejects %s', (value) => {
    expect(isKoreanPhone(value)).toBe(false)
  })
})
