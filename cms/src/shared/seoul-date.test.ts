import { describe, expect, it } from 'vitest'
import { addMonths, seoulDay } from './seoul-date'

describe('seoulDay', () => {
  it('is the date in Seoul, nine hours ahead of UTC', () => {
    expect(seoulDay(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21')
    expect(seoulDay(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22')
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
