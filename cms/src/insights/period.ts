// The period and shop the insights are read for (docs/product.md#insights): whole Seoul weeks,
// Monday to Sunday, as query parameters so every state of the view has its own address and the
// CSV of a table is the table shown. `weeks=4|12|52` ends with this week; `from`/`to` are Korean
// days, both included (the survey results' reading, Surveys/results/range).
import { sql } from '@payloadcms/db-postgres'
import { RANGE_PROBLEMS, responseRange } from '@/collections/Surveys/results/range'
import { rowId } from '@/lib/rowId'
import { seoulDay } from '@storefront/rules/seoul-date'

export const WEEK_CHOICES = [4, 12, 52] as const
const DEFAULT_WEEKS = 12
const DAY_MS = 86_400_000
/** A custom range past this many weeks is cut to its last ones: a chart of years of weeks says nothing. */
const MAX_WEEKS = 104

export interface InsightsFilter {
  /** The first instant counted (a Monday 00:00 in Seoul, or the custom start day's). */
  from: Date
  /** The first instant no longer counted. */
  to: Date
  /** Each week's Monday (YYYY-MM-DD, Seoul), oldest first: the rows of every weekly table. */
  weeks: string[]
  /** What was asked, to keep in links: `weeks` or `from`/`to`. */
  preset: number | null
  range: { from: string; to: string } | null
  shop: number | null
  /** A survey question, `{surveyId}:{questionId}`, for the survey section. */
  question: string | null
  /** What was asked but not used, in Korean; null when all of it was. */
  problem: string | null
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams | undefined
const param = (params: Params, name: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined
  const value = params?.[name]
  return Array.isArray(value) ? value[0] : value
}

/** The Monday (YYYY-MM-DD) of the Seoul week holding the Korean day `day`. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10)
}

const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`)
const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)

/** The Mondays from `first`'s week to `last`'s, both included. */
function mondays(first: string, last: string): string[] {
  const weeks: string[] = []
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) weeks.push(monday)
  return weeks
}

/** The filter asked for with `params` at `now`; what cannot be read falls back to the last 12 weeks, and says so. */
export function insightsFilter(params: Params, now = new Date()): InsightsFilter {
  const today = seoulDay(now)
  const shop = rowId(param(params, 'shop'))
  const question = /^\d+:[\w-]{1,64}$/.test(param(params, 'question') ?? '') ? param(params, 'question')! : null
  const base = { shop, question }
  const problems: string[] = []
  if (param(params, 'shop') && !shop) problems.push('매장을 목록에서 고르세요.')

  const asked = { from: param(params, 'from'), to: param(params, 'to') }
  if (asked.from || asked.to) {
    const range = responseRange(asked.from, asked.to)
    if (!range.problem) {
      const from = range.from ?? addDays(today, -7 * DEFAULT_WEEKS + 1)
      const to = range.to ?? today
      let weeks = mondays(from, to)
      if (weeks.length > MAX_WEEKS) {
        weeks = weeks.slice(-MAX_WEEKS)
        problems.push(`기간은 최대 ${MAX_WEEKS}주까지 볼 수 있어 마지막 ${MAX_WEEKS}주만 보여 드립니다.`)
      }
      const start = weeks[0]! > from ? weeks[0]! : from
      return {
        ...base,
        from: seoulMidnight(start),
        to: seoulMidnight(addDays(to, 1)),
        weeks,
        preset: null,
        range: { from: start, to },
        problem: problems.join(' ') || null,
      }
    }
    problems.push(`${RANGE_PROBLEMS[range.problem]} 최근 ${DEFAULT_WEEKS}주를 보여 드립니다.`)
  }
  const askedWeeks = Number(param(params, 'weeks'))
  const preset = (WEEK_CHOICES as readonly number[]).includes(askedWeeks) ? askedWeeks : DEFAULT_WEEKS
  if (param(params, 'weeks') && preset !== askedWeeks) problems.push(`기간은 ${WEEK_CHOICES.join(', ')}주 가운데에서 고르세요.`)
  const thisMonday = mondayOf(today)
  const first = addDays(thisMonday, -7 * (preset - 1))
  return {
    ...base,
    from: seoulMidnight(first),
    to: seoulMidnight(addDays(thisMonday, 7)),
    weeks: mondays(first, thisMonday),
    preset,
    range: null,
    problem: problems.join(' ') || null,
  }
}

/** The filter as query parameters, for links and the CSV that keep it. */
export function filterParams(filter: InsightsFilter): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.range) {
    params.set('from', filter.range.from)
    params.set('to', filter.range.to)
  } else if (filter.preset) params.set('weeks', String(filter.preset))
  if (filter.shop) params.set('shop', String(filter.shop))
  if (filter.question) params.set('question', filter.question)
  return params
}

/** The Seoul week (its Monday, YYYY-MM-DD) of a timestamp column: PostgreSQL's weeks start on Monday. */
export const seoulWeek = (column: ReturnType<typeof sql>) => sql`to_char(date_trunc('week', ${column} AT TIME ZONE 'Asia/Seoul'), 'YYYY-MM-DD')`

/** `column` within the filter's period. */
export const within = (column: ReturnType<typeof sql>, filter: InsightsFilter) =>
  sql`${column} >= ${filter.from.toISOString()} AND ${column} < ${filter.to.toISOString()}`

/** "2026-11-23 주" → "11/23", a week's short label on a chart's axis. */
export const weekLabel = (monday: string) => `${Number(monday.slice(5, 7))}/${Number(monday.slice(8, 10))}`
