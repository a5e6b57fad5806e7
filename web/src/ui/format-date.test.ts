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

  it('takes the formats the pages use, hours from 00 to 23', () => {
    // 15:05 UTC is 00:05 the next day in Seoul; 14:30 UTC is 23:30.
    expect(formatDate('2024-03-01T15:05:00Z', 'YYYY-MM-DD HH:mm')).toBe('2024-03-02 00:05')
    expect(formatDate('2024-03-01T14:30:00Z', 'M월 D일 HH:mm')).toBe('3월 1일 23:30')
    expect(formatDate('2024-11-09T03:07:09Z', 'YYYY년 M월 D일 HH:mm')).toBe('2024년 11월 9일 12:07')
    expect(formatDate('2024-11-09T03:07:09Z', 'YY/M/D H:m:s [KST]')).toBe('24/11/9 12:7:9 KST')
  })

  it('reads epoch milliseconds, a Date and an ISO string with an offset as the same instant', () => {
    const instant = Date.UTC(2026, 10, 26, 18, 45)
    expect(formatDate(instant, 'YYYY-MM-DD HH:mm')).toBe('2026-11-27 03:45')
    expect(formatDate(new Date(instant), 'YYYY-MM-DD HH:mm')).toBe('2026-11-27 03:45')
    expect(formatDate('2026-11-27T03:45:00+09:00', 'YYYY-MM-DD HH:mm')).toBe('2026-11-27 03:45')
  })

  it('gives the Seoul hour on the days other countries change their clocks', () => {
    // Seoul's 2 a.m. on the nights Europe (2054) and America (1998) moved to summer time, an hour
    // that did not exist there: dayjs's time-zone plugin printed 03:xx on machines in those zones.
    expect(formatDate('2054-03-28T17:18:50Z', 'YYYY-MM-DD HH:mm')).toBe('2054-03-29 02:18')
    expect(formatDate('1998-04-04T17:28:22Z', 'YYYY-MM-DD HH:mm')).toBe('1998-04-05 02:28')
  })

  it('gives an empty string for no date or a bad one', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
})
