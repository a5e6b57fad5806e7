// The first thing a desk sees in the admin panel: today's work in A/S and trade-ins, each figure a
// link to the list of exactly those requests. Rendered on every visit, so the counts are live.
import type { ServerProps } from 'payload'
import { isStaffUser } from '@/access/roles'
import { type DeskShopRow, deskFigures } from './deskFigures'

const tile = {
  display: 'grid',
  gap: 2,
  minWidth: 150,
  padding: '10px 14px',
  borderRadius: 8,
  background: 'var(--theme-elevation-50)',
  color: 'inherit',
  textDecoration: 'none',
}

export async function DeskDashboard({ payload, user }: ServerProps) {
  if (!isStaffUser(user as never)) return null
  const sections = await deskFigures(payload)
  return (
    <section aria-labelledby="desk-title" style={{ display: 'grid', gap: 'var(--base)', marginBottom: 'calc(var(--base) * 2)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 'var(--base)', flexWrap: 'wrap' }}>
        <h2 id="desk-title" style={{ margin: 0 }}>
          오늘의 접수 현황
        </h2>
        {/* How the weeks went, beside what waits today. */}
        <a href={`${payload.config.routes.admin}/insights`}>운영 지표 보기 →</a>
      </div>
      {sections.map((section) => (
        <div key={section.collection} data-desk={section.collection} style={{ display: 'grid', gap: 8 }}>
          <h3 style={{ margin: 0 }}>{section.title}</h3>
          <ul aria-label={`${section.title} 오늘의 할 일`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
            {section.tiles.map((item) => (
              <li key={item.key} data-tile={item.key}>
                <a href={item.href} style={{ ...tile, ...(item.key === 'late' && item.count > 0 && { background: 'var(--theme-error-100)' }) }}>
                  <span>{item.label}</span>
                  <strong style={{ fontSize: 24 }}>{item.count.toLocaleString('ko-KR')}건</strong>
                  <small>{item.hint}</small>
                </a>
              </li>
            ))}
          </ul>
          <ShopCounts summary="매장별 오늘 방문 예약" label={`${section.title} 매장별 오늘 방문 예약`} rows={section.visitsToday} />
          <ShopCounts summary="매장별 진행 중 신청" label={`${section.title} 매장별 진행 중`} rows={section.shops} />
        </div>
      ))}
    </section>
  )
}

/** A count per shop, each a link to the list of those requests; nothing when there are none. */
function ShopCounts({ summary, label, rows }: { summary: string; label: string; rows: DeskShopRow[] }) {
  if (rows.length === 0) return null
  return (
    <details open>
      <summary>{summary}</summary>
      <ul data-record aria-label={label} style={{ margin: '6px 0 0', paddingLeft: 18 }}>
        {rows.map((shop) => (
          <li key={shop.href}>
            <a href={shop.href}>
              {shop.name} {shop.count.toLocaleString('ko-KR')}건
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
