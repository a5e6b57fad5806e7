// Trade-ins filed in the period per event, by status and by grade (the grade staff confirmed on
// inspection, else the one the customer's answers gave): the shop filter picks that shop's.
import { sql } from '@payloadcms/db-postgres'
import { tradeInGrades } from '@storefront/rules/trade-in'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import type { Figure, Section } from '../figure'
import { within } from '../period'
import { aggregate, andShop } from '../query'

type Row = { event: number | null; title: string | null; status: string; grade: string | null; count: string }

const NO_GRADE = '등급 없음'

function byEvent(key: string, caption: string, rows: Row[], column: (row: Row) => string, order: { key: string; label: string }[]): Figure {
  const events = [...new Map(rows.map((row) => [String(row.event), row.title ?? '(삭제된 행사)'])).entries()]
  const keys = [
    ...order,
    ...[...new Set(rows.map(column))].filter((value) => !order.some((known) => known.key === value)).map((value) => ({ key: value, label: value })),
  ]
  const count = (event: string, value: string) =>
    rows.filter((row) => String(row.event) === event && column(row) === value).reduce((sum, row) => sum + Number(row.count), 0)
  return {
    key,
    caption,
    rowHeader: '보상 판매 행사',
    rows: events.map(([, title]) => title),
    series: keys.map(({ key: value, label }) => ({ key: value, label, format: 'count', charted: true, values: events.map(([event]) => count(event, value)) })),
    chart: 'stacked',
  }
}

export const tradeIns: Section = {
  key: 'trade-ins',
  title: '보상 판매',
  description:
    '기간 동안 들어온 보상 판매 신청을 행사별로 상태와 등급에 따라 셉니다. 등급은 검수를 마친 신청은 검수 등급, 아직이면 신청 때 답으로 정해진 등급입니다. 매장을 고르면 그 매장으로 들어온 신청만 셉니다.',
  byShop: true,
  async load(payload, filter) {
    const rows = await aggregate<Row>(
      payload,
      sql`SELECT t.event_id AS event, e.title, t.status, coalesce(t.inspected_grade::text, t.grade::text) AS grade, count(*) AS count
        FROM trade_ins t LEFT JOIN trade_in_events e ON e.id = t.event_id
        WHERE ${within(sql`t.created_at`, filter)}${andShop(sql`t.shop_id`, filter.shop)}
        GROUP BY 1, 2, 3, 4 ORDER BY 1 DESC`,
    )
    const statuses = Object.entries(tradeInFlow.labels).map(([key, label]) => ({ key, label }))
    const grades = [...tradeInGrades.map(({ value, label }) => ({ key: value as string, label })), { key: NO_GRADE, label: NO_GRADE }]
    return [
      byEvent('by-status', '행사별 보상 판매 신청 (상태별, 건)', rows, (row) => row.status, statuses),
      byEvent('by-grade', '행사별 보상 판매 신청 (등급별, 건)', rows, (row) => row.grade ?? NO_GRADE, grades),
    ]
  },
}
