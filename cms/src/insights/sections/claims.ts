// Claims per 1,000 registered devices: the A/S requests filed in the period on the serials
// registered by its end, per 1,000 of those serials, by model and by production batch (the serial
// without its unit number, `serials.production_batch`). A serial registered again after a transfer
// counts once. The shop filter picks the devices bought at that shop, and their requests.
import { sql } from '@payloadcms/db-postgres'
import type { Figure, Section } from '../figure'
import type { InsightsFilter } from '../period'
import { aggregate, andShop } from '../query'

/** Batches shown: those with the most claims per 1,000; a batch of a handful of devices can top it, so each row says how many. */
const TOP_BATCHES = 20

type Row = { key: string | null; label: string | null; devices: string; claims: string }

const rateQuery = (filter: InsightsFilter, key: ReturnType<typeof sql>, label: ReturnType<typeof sql>, limit: ReturnType<typeof sql>) =>
  sql`WITH fleet AS (
      SELECT DISTINCT d.serial_id FROM devices d
      WHERE d.serial_id IS NOT NULL AND d.registered_at < ${filter.to.toISOString()}${andShop(sql`d.purchase_shop_id`, filter.shop)}
    ), claims AS (
      SELECT d.serial_id, count(*) AS n FROM service_requests r JOIN devices d ON d.id = r.device_id
      WHERE r.created_at >= ${filter.from.toISOString()} AND r.created_at < ${filter.to.toISOString()}${andShop(sql`d.purchase_shop_id`, filter.shop)}
      GROUP BY d.serial_id
    )
    SELECT ${key} AS key, ${label} AS label, count(*) AS devices, coalesce(sum(c.n), 0) AS claims
    FROM fleet f JOIN serials s ON s.id = f.serial_id LEFT JOIN products p ON p.id = s.product_id
    LEFT JOIN claims c ON c.serial_id = f.serial_id
    GROUP BY 1, 2
    ORDER BY coalesce(sum(c.n), 0) * 1000.0 / count(*) DESC, 2 ${limit}`

function rateFigure(key: string, caption: string, rowHeader: string, rows: Row[], note?: string): Figure {
  return {
    key,
    caption,
    rowHeader,
    rows: rows.map((row) => row.label ?? '(없음)'),
    series: [
      { key: 'devices', label: '등록 기기(대)', format: 'count', charted: false, values: rows.map((row) => Number(row.devices)) },
      { key: 'claims', label: 'A/S 신청(건)', format: 'count', charted: false, values: rows.map((row) => Number(row.claims)) },
      {
        key: 'rate',
        label: '1,000대당 신청(건)',
        format: 'rate',
        charted: true,
        values: rows.map((row) => (Number(row.claims) * 1000) / Number(row.devices)),
      },
    ],
    chart: 'grouped',
    ...(note && { note }),
  }
}

export const claims: Section = {
  key: 'claims',
  title: '1,000대당 A/S 신청',
  description:
    '기간 동안 들어온 A/S 신청 수를 기간 끝까지 등록된 기기 1,000대당으로 셉니다. 모델별, 생산 묶음(일련번호에서 마지막 번호를 뺀 부분, 예: VPA-2611)별로 봅니다. 양도로 다시 등록된 기기는 한 대로 셉니다. 매장을 고르면 그 매장에서 산 기기와 그 신청만 셉니다.',
  byShop: true,
  async load(payload, filter) {
    const [byModel, byBatch] = await Promise.all([
      aggregate<Row>(payload, rateQuery(filter, sql`s.product_id::text`, sql`p.name`, sql``)),
      aggregate<Row>(payload, rateQuery(filter, sql`s.production_batch`, sql`s.production_batch`, sql`LIMIT ${TOP_BATCHES}`)),
    ])
    return [
      rateFigure('by-model', '모델별 1,000대당 A/S 신청', '모델', byModel),
      rateFigure(
        'by-batch',
        `생산 묶음별 1,000대당 A/S 신청 (상위 ${TOP_BATCHES}개)`,
        '생산 묶음',
        byBatch,
        '1,000대당 신청이 많은 묶음부터 보여 드립니다. 기기가 적은 묶음은 몇 건만으로도 높게 나오니 등록 기기 수를 함께 보세요.',
      ),
    ]
  },
}
