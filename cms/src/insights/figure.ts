// What a section of the insights gives: figures, each a table (rows × series) that the view draws
// as a chart, shows as a <table> and offers as CSV, all three from the same numbers.
import type { Payload } from 'payload'
import type { InsightsFilter } from './period'

/** How a series' numbers read: counts, days (1 decimal), shares (0–1, shown as %), rates per 1,000, scores. */
type Format = 'count' | 'days' | 'percent' | 'rate' | 'score'

export interface Series {
  key: string
  /** The column's heading, with its unit. */
  label: string
  values: (number | null)[]
  format: Format
  /** Drawn on the chart; every series is in the table and the CSV. */
  charted: boolean
}

export interface Figure {
  key: string
  /** The table's caption and the chart's title. */
  caption: string
  /** The heading of the rows' column ("주", "모델"). */
  rowHeader: string
  rows: string[]
  /** How the chart labels a row (a week's Monday as 11/23). */
  rowLabel?: (row: string) => string
  series: Series[]
  /** Stacked bars (parts of a whole), grouped bars (figures side by side) or no chart (a single row). */
  chart: 'stacked' | 'grouped' | null
  /** A line under the caption: what is counted, or why a row is missing. */
  note?: string
}

/** A choice the view offers above the sections for one of them (the survey question). */
export interface Picker {
  name: 'question'
  label: string
  options: { value: string; label: string; group: string }[]
}

export interface Section {
  key: string
  title: string
  /** What the figures mean, and what the shop filter picks in them. */
  description: string
  /** Whether the shop filter applies; when not, the view says so. */
  byShop: boolean
  picker?: (payload: Payload) => Promise<Picker>
  load: (payload: Payload, filter: InsightsFilter) => Promise<Figure[]>
}

const decimals: Record<Format, number> = { count: 0, days: 1, percent: 1, rate: 1, score: 2 }

/** A cell as the table shows it: "1,234", "2.5", "87.5"; "–" for no figure. */
export function cellText(value: number | null, format: Format): string {
  if (value === null || !Number.isFinite(value)) return '–'
  const shown = format === 'percent' ? value * 100 : value
  return shown.toLocaleString('ko-KR', { minimumFractionDigits: decimals[format], maximumFractionDigits: decimals[format] })
}

/** A cell as the CSV holds it: the same rounding, without thousands separators, so a spreadsheet reads a number. */
function csvCell(value: number | null, format: Format): string {
  if (value === null || !Number.isFinite(value)) return ''
  return (format === 'percent' ? value * 100 : value).toFixed(decimals[format])
}

/**
 * Counts per week and key as series, a row per week of the filter (weeks without any: 0), the keys
 * in `order` first (a flow's statuses, the symptoms) then the others by their totals.
 */
export function weeklySeries(
  weeks: string[],
  counts: { week: string; key: string; label: string; count: number }[],
  order: { key: string; label: string }[] = [],
): Series[] {
  const labels = new Map(order.map(({ key, label }) => [key, label]))
  const totals = new Map<string, number>()
  for (const { key, label, count } of counts) {
    if (!labels.has(key)) labels.set(key, label)
    totals.set(key, (totals.get(key) ?? 0) + count)
  }
  const known = order.map(({ key }) => key)
  const others = [...totals.keys()].filter((key) => !known.includes(key)).sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b))
  const index = new Map(weeks.map((week, at) => [week, at]))
  return [...known, ...others].map((key) => {
    const values: number[] = weeks.map(() => 0)
    for (const row of counts) if (row.key === key && index.has(row.week)) values[index.get(row.week)!]! += row.count
    return { key, label: labels.get(key)!, values, format: 'count', charted: true }
  })
}

/** A figure's table as CSV rows: the headings, then a row per row. */
export const csvRows = (figure: Figure): string[][] => [
  [figure.rowHeader, ...figure.series.map((series) => series.label)],
  ...figure.rows.map((row, index) => [row, ...figure.series.map((series) => csvCell(series.values[index] ?? null, series.format))]),
]
