// What the admin view shows of the Web Vitals (components/WebVitalsFigures), computed in
// PostgreSQL over the (route, metric, created_at) index: per route and metric the 75th percentile
// of the last 7 and 28 days and the share of each rating over the 28, and per metric the 75th
// percentile of each Seoul day, the trend Chrome's UX Report draws.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { METRICS, type MetricName, type Rating } from '@storefront/rules/web-vitals'
import { dbFor } from '@/lib/db'

const DAY_MS = 24 * 60 * 60 * 1000
/** The window of the trend and of the longer percentile, as Chrome's UX Report takes it. */
export const TREND_DAYS = 28

export interface RouteMetricFigures {
  route: string
  metric: MetricName
  p75Week: number | null
  p75Month: number
  countWeek: number
  count: number
  /** Shares of the last 28 days, each 0–1. */
  shares: Record<Rating, number>
}

export interface TrendPoint {
  /** The Seoul day, YYYY-MM-DD. */
  day: string
  p75: number
  count: number
}

const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
const metricOrder = (metric: string) => METRICS.indexOf(metric as MetricName)

/** Per route and metric, the busiest route first, the metrics in METRICS' order. */
export async function routeFigures(payload: Payload, now = new Date()): Promise<RouteMetricFigures[]> {
  const db = await dbFor(payload)
  const week = since(now, 7)
  const { rows } = await db.execute<Record<string, string | number | null>>(sql`
    SELECT "route", "metric",
      percentile_cont(0.75) WITHIN GROUP (ORDER BY "value") FILTER (WHERE "created_at" >= ${week}) AS "p75_week",
      percentile_cont(0.75) WITHIN GROUP (ORDER BY "value") AS "p75_month",
      count(*) FILTER (WHERE "created_at" >= ${week}) AS "count_week",
      count(*) AS "count",
      count(*) FILTER (WHERE "rating" = 'good') AS "good",
      count(*) FILTER (WHERE "rating" = 'needs-improvement') AS "needs_improvement",
      count(*) FILTER (WHERE "rating" = 'poor') AS "poor",
      sum(count(*)) OVER (PARTITION BY "route") AS "route_count"
    FROM "web_vitals"
    WHERE "created_at" >= ${since(now, TREND_DAYS)} AND "created_at" <= ${now.toISOString()}
    GROUP BY "route", "metric"`)
  return rows
    .map((row) => {
      const count = Number(row.count)
      return {
        route: String(row.route),
        metric: row.metric as MetricName,
        p75Week: row.p75_week === null ? null : Number(row.p75_week),
        p75Month: Number(row.p75_month),
        countWeek: Number(row.count_week),
        count,
        shares: { good: Number(row.good) / count, 'needs-improvement': Number(row.needs_improvement) / count, poor: Number(row.poor) / count },
        routeCount: Number(row.route_count),
      }
    })
    .sort((a, b) => b.routeCount - a.routeCount || a.route.localeCompare(b.route) || metricOrder(a.metric) - metricOrder(b.metric))
    .map(({ routeCount: _, ...figures }) => figures)
}

/** Per metric, the 75th percentile of each Seoul day of the last 28 with reports (of `route` alone when given). */
export async function dailyTrend(payload: Payload, route?: string, now = new Date()): Promise<Record<MetricName, TrendPoint[]>> {
  const db = await dbFor(payload)
  const { rows } = await db.execute<{ metric: MetricName; day: string; p75: number; count: string }>(sql`
    SELECT "metric", to_char("created_at" AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS "day",
      percentile_cont(0.75) WITHIN GROUP (ORDER BY "value") AS "p75", count(*) AS "count"
    FROM "web_vitals"
    WHERE "created_at" >= ${since(now, TREND_DAYS)} AND "created_at" <= ${now.toISOString()} ${route ? sql`AND "route" = ${route}` : sql``}
    GROUP BY 1, 2 ORDER BY 2`)
  const trend = Object.fromEntries(METRICS.map((metric) => [metric, [] as TrendPoint[]])) as Record<MetricName, TrendPoint[]>
  for (const row of rows) trend[row.metric]?.push({ day: row.day, p75: Number(row.p75), count: Number(row.count) })
  return trend
}

/** The Seoul days of the trend's window, oldest first, ending with `now`'s. */
export function trendDays(now = new Date()): string[] {
  // Seoul is UTC+9 all year (docs/decisions/0068).
  const today = new Date(now.getTime() + 9 * 60 * 60 * 1000)
  return Array.from({ length: TREND_DAYS }, (_, index) => new Date(today.getTime() - (TREND_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10))
}
