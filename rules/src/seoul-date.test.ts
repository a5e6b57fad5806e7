import { describe, expect, it } from 'vitest'
import { addMonths, seoulDateTime, seoulDay, seoulDayStart, seoulDayStartAfter } from './seoul-date'

describe('seoulDay', () => {
  it('is the date in Seoul, nine hours ahead of UTC', () => {
    expect(seoulDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21')
    expect(seoulDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22')
    expect(seoulDay(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01')
  })

  it('agrees with the time zone database every hour of a year, which has Seoul without daylight saving time', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 60 * 60 * 1000) expect(seoulDay(new Date(at))).toBe(zone.format(at))
  })
})

describe('seoulDayStart', () => {
  it('is midnight in Seoul of the Korean day, whatever the UTC date', () => {
    expect(seoulDayStart(new Date('2026-11-21T14:59:59Z')).toISOString()).toBe('2026-11-20T15:00:00.000Z')
    expect(seoulDayStart(new Date('2026-11-21T15:00:00Z')).toISOString()).toBe('2026-11-21T15:00:00.000Z')
    expect(seoulDayStartAfter(new Date('2026-11-21T15:00:00Z'), 1).toISOString()).toBe('2026-11-22T15:00:00.000Z')
  })
})

describe('seoulDateTime', () => {
  it('writes the time in Seoul as a spreadsheet reads it', () => {
    expect(seoulDateTime(new Date('2026-11-24T12:08:05.123Z'))).toBe('2026-11-24 21:08:05')
    expect(seoulDateTime(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25 00:00:00')
  })
})

describe('addMonths', () => {
  it('adds calendar months across years', () => {
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21')
    expect(addMonths('2026-11-21', 3)).toBe('2027-02-21')
  })

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
  })
})
