// A/S requests filed per Seoul week, by how they came in and by symptom: the shop filter picks the
// requests of that shop (mail-in ones have none).
import { sql } from '@payloadcms/db-postgres'
import { serviceMethods, symptoms } from '@storefront/rules/service-request'
import { type Section, weeklySeries } from '../figure'
import { seoulWeek, weekLabel, within } from '../period'
import { aggregate, andShop } from '../query'

export const serviceRequests: Section = {
  key: 'service-requests',
  title: 'A/S 신청',
  description: '주마다 들어온 A/S 신청 수를 접수 방법별, 증상별로 셉니다. 매장을 고르면 그 매장으로 들어온 신청만 셉니다(택배 접수는 매장이 없습니다).',
  byShop: true,
  async load(payload, filter) {
    const rows = await aggregate<{ week: string; method: string; symptom: string; count: string }>(
      payload,
      sql`SELECT ${seoulWeek(sql`r.created_at`)} AS week, r.method, r.symptom, count(*) AS count
        FROM service_requests r
        WHERE ${within(sql`r.created_at`, filter)}${andShop(sql`r.shop_id`, filter.shop)}
        GROUP BY 1, 2, 3`,
    )
    const by = (key: 'method' | 'symptom', order: readonly { value: string; label: string }[]) =>
      weeklySeries(
        filter.weeks,
        rows.map((row) => ({ week: row.week, key: row[key], label: row[key], count: Number(row.count) })),
        order.map(({ value, label }) => ({ key: value, label })),
      )
    const weekly = { rowHeader: '주(월요일)', rows: filter.weeks, rowLabel: weekLabel, chart: 'stacked' as const }
    return [
      { key: 'by-method', caption: '주별 A/S 신청 (접수 방법별, 건)', ...weekly, series: by('method', serviceMethods) },
      { key: 'by-symptom', caption: '주별 A/S 신청 (증상별, 건)', ...weekly, series: by('symptom', symptoms) },
    ]
  },
}
