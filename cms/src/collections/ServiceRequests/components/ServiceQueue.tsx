// Above the A/S list in the admin panel: how many requests are in each status, and the open ones
// to take first (late ones, then the nearest promised day, then the longest waiting), under the
// filter and the search of the list below.
import type { BeforeListTableServerPropsOnly } from 'payload'
import { isStaffUser } from '@/access/roles'
import { serviceMethods, symptomLabel } from '@storefront/rules/service-request'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { openStatuses } from '@storefront/rules/workflow'
import { QueueFilters } from './QueueFilters'
import { formatAge, LATE_AFTER_HOURS, queueFigures, whereFromParams } from './queue'

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }

export async function ServiceQueue({ payload, searchParams, user }: BeforeListTableServerPropsOnly) {
  if (!isStaffUser(user as never)) return null
  const params = searchParams as Record<string, string | string[]> | undefined
  const where = whereFromParams(params)
  const search = [params?.search].flat()[0]?.trim()
  const [{ counts, first }, shops, programs] = await Promise.all([
    queueFigures(payload, where, { user: user as never }),
    payload.find({ collection: 'shops', where: { services: { contains: 'service' } }, pagination: false, depth: 0, select: { name: true }, sort: 'name' }),
    payload.find({ collection: 'service-programs', pagination: false, depth: 0, select: { name: true }, sort: '-startsOn' }),
  ])
  const open = openStatuses(serviceFlow)
  const openQuery = `?${new URLSearchParams({ 'where[and][0][status][in]': open.join(','), sort: 'createdAt' })}`
  return (
    <section aria-label="A/S 처리 현황" style={{ marginBottom: 'var(--base)', display: 'grid', gap: 'calc(var(--base) / 2)' }}>
      <QueueFilters
        shops={shops.docs.map((shop) => ({ id: shop.id, name: shop.name }))}
        programs={programs.docs.map((program) => ({ id: program.id, name: program.name }))}
      />
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 }} aria-label="상태별 건수">
        {counts.map(({ status, label, count }) => (
          <li key={status} data-status={status} style={{ padding: '6px 12px', borderRadius: 6, background: 'var(--theme-elevation-50)' }}>
            {label} <strong>{count.toLocaleString('ko-KR')}</strong>
          </li>
        ))}
      </ul>
      {search && <p data-queue-search>검색어 ‘{search}’에 맞는 신청만 세고 보여 줍니다.</p>}
      <div>
        <h3 style={{ margin: '0 0 6px' }}>
          먼저 처리할 신청 <a href={openQuery}>(진행 중인 신청만 오래된 순으로 보기)</a>
        </h3>
        <p style={{ margin: '0 0 6px' }}>약속한 날이 지났거나 오래 기다린 신청, 완료 약속일이 가까운 신청, 오래 기다린 신청 순입니다.</p>
        {first.length === 0 ? (
          <p>기다리는 신청이 없습니다.</p>
        ) : (
          <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label="먼저 처리할 신청">
            <thead>
              <tr>
                {['접수 번호', '상태', '대기', '완료 약속일', '증상', '방법', '보증', '매장'].map((heading) => (
                  <th key={heading} style={cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {first.map((row) => (
                <tr key={row.id} data-late={row.late || undefined} style={row.late ? { background: 'var(--theme-error-100)' } : undefined}>
                  <td style={cell}>
                    <a href={`./service-requests/${row.id}`}>{row.number}</a>
                    {row.program && (
                      <strong data-program-flag title={row.program}>
                        {' '}
                        · 무상 수리 프로그램
                      </strong>
                    )}
                  </td>
                  <td style={cell}>{serviceFlow.labels[row.status]}</td>
                  <td style={cell}>
                    {formatAge(row.ageHours)}
                    {row.late && !row.promisedOn && <strong> · {LATE_AFTER_HOURS / 24}일 넘음</strong>}
                  </td>
                  <td style={cell}>
                    {row.promisedOn ?? '—'}
                    {row.late && row.promisedOn && <strong> · 지남</strong>}
                  </td>
                  <td style={cell}>{symptomLabel(row.symptom)}</td>
                  <td style={cell}>{serviceMethods.find((method) => method.value === row.method)?.label}</td>
                  <td style={cell}>{row.inWarranty ? '보증 내' : '보증 만료'}</td>
                  <td style={cell}>{row.shop ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}
