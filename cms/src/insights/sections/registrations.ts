// Devices registered (정품 등록) per Seoul week, by model: the shop filter picks those bought there.
import { sql } from '@payloadcms/db-postgres'
import { type Section, weeklySeries } from '../figure'
import { seoulWeek, weekLabel, within } from '../period'
import { aggregate, andShop } from '../query'

export const registrations: Section = {
  key: 'registrations',
  title: '정품 등록',
  description: '주마다 정품 등록된 기기 수를 모델별로 셉니다. 매장을 고르면 그 매장에서 산 기기만 셉니다.',
  byShop: true,
  async load(payload, filter) {
    const rows = await aggregate<{ week: string; product: number | null; name: string | null; count: string }>(
      payload,
      sql`SELECT ${seoulWeek(sql`d.registered_at`)} AS week, d.product_id AS product, p.name, count(*) AS count
        FROM devices d LEFT JOIN products p ON p.id = d.product_id
        WHERE ${within(sql`d.registered_at`, filter)}${andShop(sql`d.purchase_shop_id`, filter.shop)}
        GROUP BY 1, 2, 3`,
    )
    const counts = rows.map((row) => ({ week: row.week, key: String(row.product), label: row.name ?? '모델 없음', count: Number(row.count) }))
    return [
      {
        key: 'by-model',
        caption: '주별 정품 등록 (모델별, 대)',
        rowHeader: '주(월요일)',
        rows: filter.weeks,
        rowLabel: weekLabel,
        series: weeklySeries(filter.weeks, counts),
        chart: 'stacked',
      },
    ]
  },
}
