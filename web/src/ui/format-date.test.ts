import { describe, expect, it } from 'vitest'
import { DEFAULT_DATE_FORMAT, formatDate } from './format-date'

describe('formatDate', () => {
  it('uses YYYY-MM-DD by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD')
    expect(formatDate('2024-03-01T03:00:00Z')).toBe('2024-03-01')
  })

  it('gives the day in Seoul, whatever the time zone of the machine', () => {
    // 23:30 UTC on 1 March is 08:30 on 2 March in Seoul.
    expect(formatDate('2024-03-01T23:30:00Z')).toBe('2024-03-02')
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 15, 0)))).toBe('2025-01-01')
  })

  it('takes another format', () => {
    expect(formatDate('2024-03-01T03:00:00Z', 'YYYY년 M월 D일')).toBe('2024년 3월 1일')
  })

  it('gives an empty string for no date or a bad one', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
