// How long a repair takes: from 접수 완료 (the device in the shop's hands, the first `received` line
// of the request's timeline, requests/workflow) to 수리 완료 (`closed_at`, stamped by the same
// change), in days; the median and the 90th percentile per Seoul week of completion, and the share
// finished by the day promised to the customer (`promisedOn`, a Korean day) of those that had one.
import { sql } from '@payloadcms/db-postgres'
import type { Figure, Section, Series } from '../figure'
import { seoulWeek, weekLabel, within } from '../period'
import { aggregate, andShop } from '../query'

type Row = { week: string | null; done: string; median: number | null; p90: number | null; promised: string; kept: string }

export const turnaround: Section = {
  key: 'turnaround',
  title: '수리 기간',
  description:
    '수리 완료된 A/S 신청마다 접수 완료(기기를 받은 때)부터 수리 완료까지 걸린 날수의 중앙값과 90번째 백분위수, 그리고 완료 약속일이 있던 신청 가운데 약속일(한국 날짜) 안에 끝낸 비율입니다. 완료한 주로 묶습니다. 매장을 고르면 그 매장의 신청만 셉니다.',
  byShop: true,
  async load(payload, filter) {
    const rows = await aggregate<Row>(
      payload,
      sql`WITH done AS (
          SELECT r.closed_at, r.promised_on,
            extract(epoch FROM r.closed_at - (
              SELECT min(t.at) FROM service_requests_timeline t WHERE t._parent_id = r.id AND t.status = 'received'
            )) / 86400 AS days
          FROM service_requests r
          WHERE r.status = 'completed' AND ${within(sql`r.closed_at`, filter)}${andShop(sql`r.shop_id`, filter.shop)}
        )
        SELECT ${seoulWeek(sql`closed_at`)} AS week, count(*) AS done,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY days) AS p90,
          count(*) FILTER (WHERE promised_on IS NOT NULL) AS promised,
          count(*) FILTER (WHERE (closed_at AT TIME ZONE 'Asia/Seoul')::date <= (promised_on AT TIME ZONE 'Asia/Seoul')::date) AS kept
        FROM done GROUP BY ROLLUP (1)`,
    )
    const columns = [
      { key: 'done', label: '수리 완료(건)', format: 'count', charted: false, value: (row: Row) => Number(row.done) },
      { key: 'median', label: '중앙값(일)', format: 'days', charted: true, value: (row: Row) => (row.median === null ? null : Number(row.median)) },
      { key: 'p90', label: '90번째 백분위수(일)', format: 'days', charted: true, value: (row: Row) => (row.p90 === null ? null : Number(row.p90)) },
      { key: 'promised', label: '약속일 있음(건)', format: 'count', charted: false, value: (row: Row) => Number(row.promised) },
      {
        key: 'kept',
        label: '약속일 안에 완료(%)',
        format: 'percent',
        charted: false,
        value: (row: Row) => (Number(row.promised) === 0 ? null : Number(row.kept) / Number(row.promised)),
      },
    ]
    const series = (of: (Row | undefined)[]): Series[] =>
      columns.map(({ value, ...column }) => ({
        ...column,
        format: column.format as Series['format'],
        values: of.map((row) => (row ? value(row) : column.format === 'count' ? 0 : null)),
      }))
    // A week without completions counts 0 but has no days: zero days would read as instant repairs.
    const byWeek = new Map(rows.filter((row) => row.week !== null).map((row) => [row.week!, row]))
    const total = rows.find((row) => row.week === null)
    const weekly: Figure = {
      key: 'weekly',
      caption: '주별 수리 기간 (접수 완료 → 수리 완료)',
      rowHeader: '완료한 주(월요일)',
      rows: filter.weeks,
      rowLabel: weekLabel,
      series: series(filter.weeks.map((week) => byWeek.get(week))),
      chart: 'grouped',
    }
    const whole: Figure = {
      key: 'total',
      caption: '기간 전체 수리 기간',
      rowHeader: '기간',
      rows: ['기간 전체'],
      series: series([total]),
      chart: null,
    }
    return [whole, weekly]
  },
}
