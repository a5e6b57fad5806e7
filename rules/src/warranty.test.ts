import { describe, expect, it } from 'vitest'
import { inWarranty, warrantyEndDay } from './warranty'

describe('warranty', () => {
  it('ends the day before the same date, the given months later', () => {
    expect(warrantyEndDay('2026-01-15', 12)).toBe('2027-01-14')
    expect(warrantyEndDay('2026-03-01', 6)).toBe('2026-08-31')
  })

  it('takes a month-end anniversary from the shorter month, leap years included', () => {
    // The anniversary of Aug 31 six months on is Feb 28 (29 in leap years): covered until the day before.
    expect(warrantyEndDay('2026-08-31', 6)).toBe('2027-02-27')
    expect(warrantyEndDay('2027-08-31', 6)).toBe('2028-02-28')
  })

  it('covers its last day and not the day after', () => {
    expect(inWarranty('2027-01-14', '2027-01-14')).toBe(true)
    expect(inWarranty('2027-01-14', '2027-01-15')).toBe(false)
  })

  it('gives no cover at all for zero months', () => {
    expect(inWarranty(warrantyEndDay('2026-01-15', 0), '2026-01-15')).toBe(false)
  })
})
