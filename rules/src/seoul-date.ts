// Business dates are Korean dates: a request filed at 08:00 KST on the 22nd is numbered the 22nd.
export const SEOUL_TIME_ZONE = 'Asia/Seoul'

/**
 * Korea has kept UTC+9 all year since 1988 (no daylight saving time), so Seoul's clock is UTC's
 * nine hours on. Computed, not asked of Intl: a browser's first Intl formatter loads its locale
 * data, about 30 ms of a phone's main thread as a page hydrates (docs/decisions/0068).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000

/** The instant whose UTC fields read as `date`'s wall clock in Seoul. */
export const seoulWallClock = (date: Date): Date => new Date(date.getTime() + SEOUL_OFFSET_MS)

/** "2026-11-22" for `date` in Asia/Seoul. */
export const seoulDay = (date: Date): string => seoulWallClock(date).toISOString().slice(0, 10)

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastDay))
  return target.toISOString().slice(0, 10)
}

/** The instant the Korean day of `date` began (Korea keeps no daylight saving time). */
export const seoulDayStart = (date: Date): Date => new Date(`${seoulDay(date)}T00:00:00+09:00`)

/** The instant `days` Korean days after `date`'s began. */
export const seoulDayStartAfter = (date: Date, days: number): Date => new Date(seoulDayStart(date).getTime() + days * 86_400_000)

/** "2026-11-24 21:08:05" in Asia/Seoul: what a spreadsheet reads as a date and time, in the time staff live in. */
export const seoulDateTime = (date: Date): string => seoulWallClock(date).toISOString().slice(0, 19).replace('T', ' ')

// Created on first use, not as the module loads: a page that imports this file for seoulDay never pays for them.
let koreanDay: Intl.DateTimeFormat | undefined
let koreanDayAndTime: Intl.DateTimeFormat | undefined

/** "2026년 11월 26일" in Asia/Seoul: a day as staff and customers read it. */
export const koreanDate = (date: Date | string): string =>
  (koreanDay ??= new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long' })).format(new Date(date))

/** "2026년 11월 24일 오후 9:08" in Asia/Seoul. */
export const koreanDateTime = (date: Date | string): string =>
  (koreanDayAndTime ??= new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })).format(new Date(date))
