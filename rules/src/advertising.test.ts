import { describe, expect, it } from 'vitest'
import { advertisingText, consentHolds, consentLapsesAt, earliestSend, inQuietHours, isLawfulAdvertisingText, reconfirmText } from './advertising'

const seoul = (local: string) => new Date(`${local}+09:00`)

describe('advertising text', () => {
  const message = {
    brand: 'VAPORE',
    title: '보상 판매 이벤트',
    body: '쓰던 기기를 보내 주시면 새 기기를 20% 할인해 드립니다.',
    refusalUrl: 'https://shop.example/marketing/refuse?t=abc',
  }

  it('opens with (광고) and the brand, and ends with the free refusal line', () => {
    const text = advertisingText({ ...message, link: 'https://shop.example/trade-in' })
    expect(text.split('\n')[0]).toBe('(광고) VAPORE')
    expect(text).toContain('자세히 보기: https://shop.example/trade-in')
    expect(text.endsWith('\n무료수신거부: https://shop.example/marketing/refuse?t=abc')).toBe(true)
    expect(isLawfulAdvertisingText(text, 'VAPORE')).toBe(true)
  })

  it('takes a text without the prefix, the brand or the refusal line for unlawful', () => {
    const text = advertisingText(message)
    expect(isLawfulAdvertisingText(text.replace('(광고) ', ''), 'VAPORE')).toBe(false)
    expect(isLawfulAdvertisingText(text, '다른브랜드')).toBe(false)
    expect(isLawfulAdvertisingText(text.replace(/\n무료수신거부: .*$/, ''), 'VAPORE')).toBe(false)
  })
})

describe('the send window (08:00–20:50 Seoul)', () => {
  it('is open from 08:00 until 20:49, closed from 20:50 (친구톡) through the night until 07:59', () => {
    expect(inQuietHours(seoul('2026-03-02T08:00:00'))).toBe(false)
    expect(inQuietHours(seoul('2026-03-02T20:49:00'))).toBe(false)
    expect(inQuietHours(seoul('2026-03-02T20:49:59'))).toBe(false)
    expect(inQuietHours(seoul('2026-03-02T20:50:00'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-02T20:59:00'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-02T21:00:00'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-02T23:59:59'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-03T00:00:00'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-03T07:59:00'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-03T07:59:59'))).toBe(true)
    expect(inQuietHours(seoul('2026-03-03T08:00:00'))).toBe(false)
  })

  it('sends at once by day, at 08:00 the next morning from 20:50, at 08:00 the same morning after midnight', () => {
    const day = seoul('2026-03-02T20:49:00')
    expect(earliestSend(day)).toBe(day)
    const morning = seoul('2026-03-03T08:00:00')
    expect(earliestSend(morning)).toBe(morning)
    expect(earliestSend(seoul('2026-03-02T20:50:00')).toISOString()).toBe(seoul('2026-03-03T08:00:00').toISOString())
    expect(earliestSend(seoul('2026-03-02T20:55:00')).toISOString()).toBe(seoul('2026-03-03T08:00:00').toISOString())
    expect(earliestSend(seoul('2026-03-02T23:59:59')).toISOString()).toBe(seoul('2026-03-03T08:00:00').toISOString())
    expect(earliestSend(seoul('2026-03-03T00:00:00')).toISOString()).toBe(seoul('2026-03-03T08:00:00').toISOString())
    expect(earliestSend(seoul('2026-03-03T07:59:00')).toISOString()).toBe(seoul('2026-03-03T08:00:00').toISOString())
    // Across a month's and a year's end, in Seoul's day (UTC is still on the day before at 08:00 Seoul).
    expect(earliestSend(seoul('2026-03-31T23:30:00')).toISOString()).toBe(seoul('2026-04-01T08:00:00').toISOString())
    expect(earliestSend(seoul('2026-12-31T20:50:00')).toISOString()).toBe(seoul('2027-01-01T08:00:00').toISOString())
  })
})

describe('the two-year consent', () => {
  it('holds for two calendar years from when it was given, and never without a time', () => {
    const given = seoul('2024-03-02T10:00:00')
    expect(consentLapsesAt(given).toISOString()).toBe(seoul('2026-03-02T10:00:00').toISOString())
    expect(consentHolds(given, seoul('2026-03-02T09:59:00'))).toBe(true)
    expect(consentHolds(given, seoul('2026-03-02T10:00:00'))).toBe(false)
    expect(consentHolds(null, seoul('2026-03-02T09:59:00'))).toBe(false)
  })

  it('tells the customer without advertising', () => {
    const text = reconfirmText('VAPORE', 'https://shop.example/user')
    expect(text.startsWith('(광고)')).toBe(false)
    expect(text).toContain('2년')
    expect(text).toContain('https://shop.example/user')
  })
})
