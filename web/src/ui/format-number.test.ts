import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('prints a whole number as ko-KR does: grouped by three with commas', () => {
    const korean = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 })
    for (const value of [0, 7, 999, 1000, 12_345, 150_000, 1_234_567, 3000, -1500, 99_999_999, 1_000_000_000])
      expect(formatNumber(value)).toBe(korean.format(value))
  })

  it('rounds what is not a whole number', () => {
    expect(formatNumber(1234.5)).toBe('1,235')
    expect(formatNumber(-0.2)).toBe('0')
  })
})
