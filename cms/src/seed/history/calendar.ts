// Korean days and weeks for the history: whole Seoul weeks from Monday, and the lunar holidays
// (설날, 추석), when shops close or go quiet and people travel: registrations and requests drop.
import { seoulDay } from '@storefront/rules/seoul-date'

const DAY_MS = 86_400_000

/**
 * The days off of 설날 and 추석 (substitute days included) as the gazette lists them. Eight lines
 * for the years a history can reach did not justify a dependency; a year missing here only loses
 * its dips.
 */
const LUNAR_HOLIDAYS: readonly (readonly [string, string])[] = [
  ['2025-01-28', '2025-01-30'],
  ['2025-10-05', '2025-10-08'],
  ['2026-02-16', '2026-02-18'],
  ['2026-09-24', '2026-09-26'],
  ['2027-02-06', '2027-02-09'],
  ['2027-09-14', '2027-09-16'],
  ['2028-01-26', '2028-01-28'],
  ['2028-10-02', '2028-10-05'],
]

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The Monday of the week holding `day` (YYYY-MM-DD). */
export const mondayOf = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))

/** That Seoul day at `hours` (fractions are minutes) on Seoul's clock. */
export const seoulAt = (day: string, hours: number): Date => new Date(Date.parse(`${day}T00:00:00+09:00`) + hours * 3_600_000)

export const daysBetween = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / DAY_MS

export const later = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS)

/** How busy the days of a week are around the lunar holidays (the days off themselves are closed, isLunarHoliday): less in the week of one, and in the week after. */
export function holidayFactor(monday: string): number {
  const sunday = addDays(monday, 6)
  const overlaps = (from: string, to: string) => from <= to && LUNAR_HOLIDAYS.some(([start, end]) => start <= to && end >= from)
  if (overlaps(monday, sunday)) return 0.8
  if (overlaps(addDays(monday, -7), addDays(sunday, -7))) return 0.85
  return 1
}

/** Whether `date` falls on one of the holidays (no shop receives a device then). */
export const isLunarHoliday = (date: Date): boolean => {
  const day = seoulDay(date)
  return LUNAR_HOLIDAYS.some(([start, end]) => start <= day && day <= end)
}
