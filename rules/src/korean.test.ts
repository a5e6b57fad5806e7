import { describe, expect, it } from 'vitest'
import { toward } from './korean'

describe('toward', () => {
  it('takes 으로 after a final consonant, 로 after a vowel or a final ㄹ', () => {
    expect(toward('수리 중')).toBe('수리 중으로')
    expect(toward('승인')).toBe('승인으로')
    expect(toward('접수 완료')).toBe('접수 완료로')
    expect(toward('반려')).toBe('반려로')
    expect(toward('서울')).toBe('서울로')
  })
})
