// Business dates are Korean dates: a request filed at 08:00 KST on the 22nd is numbered the 22nd.
export const SEOUL_TIME_ZONE = 'Asia/Seoul'

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** "2026-11-22" for `date` in Asia/Seoul. */
export const seoulDay = (date: Date): string => ymd.format(date)

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

const dateTime = new Intl.DateTimeFormat('sv-SE', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' })

/** "2026-11-24 21:08:05" in Asia/Seoul: what a spreadsheet reads as a date and time, in the time staff live in. */
export const seoulDateTime = (date: Date): string => dateTime.format(date)

const koreanDay = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long' })
const koreanDayAndTime = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })

/** "2026년 11월 26일" in Asia/Seoul: a day as staff and customers read it. */
export const koreanDate = (date: Date | string): string => koreanDay.format(new Date(date))

/** "2026년 11월 24일 오후 9:08" in Asia/Seoul. */
export const koreanDateTime = (date: Date | string): string => koreanDayAndTime.format(new Date(date))
