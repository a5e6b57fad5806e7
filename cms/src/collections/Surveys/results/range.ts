import type { Where } from 'payload'

// The period a manager reads a survey's responses for: Korean calendar days, both ends included
// (2026-11-01 ~ 2026-11-30 is from the 1st 00:00 to the 30th 24:00 in Korea). The results view and
// the CSV export read it from the same two query parameters, so an export is what the page shows.

export type ResponseRange = {
  /** "YYYY-MM-DD", or null for no lower bound. */
  from: string | null
  to: string | null
  /** Why part of what was asked was not used; null when all of it was. */
  problem: keyof typeof RANGE_PROBLEMS | null
}

/** What is wrong with a period asked for, in Korean. */
export const RANGE_PROBLEMS = {
  unreadable: '날짜를 2026-11-01처럼 연-월-일로 입력하세요.',
  reversed: '시작일이 종료일보다 늦습니다.',
} as const

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`)

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null
}

/** The period asked for with `from` and `to`: what is not a day is left out, and said so. */
export function responseRange(from: unknown, to: unknown): ResponseRange {
  const range = { from: calendarDay(from), to: calendarDay(to) }
  const given = (value: unknown) => value !== undefined && value !== null && value !== ''
  if ((given(from) && !range.from) || (given(to) && !range.to)) {
    return { ...range, problem: 'unreadable' }
  }
  if (range.from && range.to && range.from > range.to) return { from: null, to: null, problem: 'reversed' }
  return { ...range, problem: null }
}

/** The responses to `survey` submitted within `range`. */
export function responsesWithin(survey: number, range: ResponseRange): Where {
  const and: Where[] = [{ survey: { equals: survey } }]
  if (range.from) and.push({ createdAt: { greater_than_equal: dayStart(range.from).toISOString() } })
  if (range.to) and.push({ createdAt: { less_than: new Date(dayStart(range.to).getTime() + 86_400_000).toISOString() } })
  return { and }
}

/** `range` as query parameters (`from=…&to=…`), for links that keep it. */
export function rangeParams(range: ResponseRange): URLSearchParams {
  const params = new URLSearchParams()
  if (range.from) params.set('from', range.from)
  if (range.to) params.set('to', range.to)
  return params
}
