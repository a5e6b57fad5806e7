import { describe, expect, it } from 'vitest'
import { bookableDays, bookingHours, slotProblem, slotsOn, visitLabel } from './visit-booking'

const BOOKING = {
  enabled: true,
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  opensAt: '10:00',
  closesAt: '12:30',
  slotMinutes: '60',
  capacity: 2,
  daysAhead: 7,
}
// Wednesday 2026-11-25, 09:30 in Seoul.
const NOW = new Date('2026-11-25T00:30:00.000Z')

describe('visit booking', () => {
  it('takes no bookings unless switched on with days, valid hours, a slot that fits and a capacity', () => {
    expect(bookingHours(BOOKING)).toMatchObject({ opensAt: 600, closesAt: 750, slotMinutes: 60, capacity: 2 })
    expect(bookingHours({ ...BOOKING, enabled: false })).toBeNull()
    expect(bookingHours({ ...BOOKING, weekdays: [] })).toBeNull()
    expect(bookingHours({ ...BOOKING, opensAt: '25:00' })).toBeNull()
    expect(bookingHours({ ...BOOKING, closesAt: '10:30' })).toBeNull()
    expect(bookingHours({ ...BOOKING, capacity: 0 })).toBeNull()
  })

  it('has whole slots between the hours, in Seoul time, on the shop’s weekdays only', () => {
    const hours = bookingHours(BOOKING)!
    // 12:00 would end at 13:00, after closing.
    expect(slotsOn(hours, '2026-11-25')).toEqual(['2026-11-25T01:00:00.000Z', '2026-11-25T02:00:00.000Z'])
    expect(slotsOn(hours, '2026-11-28')).toEqual([])
    // Today to six days on, weekends left out.
    expect(bookableDays(hours, NOW)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'])
  })

  it('says in Korean why a time cannot be booked', () => {
    expect(slotProblem(BOOKING, '2026-11-26T01:00:00.000Z', NOW)).toBeNull()
    // Half past is not a slot; a Saturday is not a day; a week on is too far; 10:00 today is within the hour.
    expect(slotProblem(BOOKING, '2026-11-26T01:30:00.000Z', NOW)).toMatch(/예약할 수 없는 시간/)
    expect(slotProblem(BOOKING, '2026-11-28T01:00:00.000Z', NOW)).toMatch(/예약할 수 없는 시간/)
    expect(slotProblem(BOOKING, '2026-12-02T01:00:00.000Z', NOW)).toMatch(/예약할 수 없는 시간/)
    expect(slotProblem(BOOKING, '2026-11-25T01:00:00.000Z', NOW)).toBe('방문 60분 전까지만 예약할 수 있습니다. 다른 시간을 골라 주세요.')
    expect(slotProblem({ ...BOOKING, enabled: false }, '2026-11-26T01:00:00.000Z', NOW)).toMatch(/예약을 받지 않습니다/)
  })

  it('names a slot as customers read it', () => {
    expect(visitLabel('2026-11-28T05:00:00.000Z')).toBe('11월 28일 (토) 14:00')
  })
})
