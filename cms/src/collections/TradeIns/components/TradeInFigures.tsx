// Above the trade-in list in the admin panel: per event, the count in each status and the credit
// granted and still expected, under the filter of the list below (e.g. one event).
import type { BeforeListTableServerPropsOnly } from 'payload'
import { isStaffUser } from '@/access/roles'
import { whereFromParams } from '@/collections/ServiceRequests/components/queue'
import { tradeInFlow, type TradeInStatus } from '@storefront/rules/trade-in-flow'
import { tradeInFigures } from './figures'

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }
const won = (value: number) => `${value.toLocaleString('ko-KR')}원`
const STATUSES = Object.keys(tradeInFlow.labels) as TradeInStatus[]

export async function TradeInFigures({ payload, searchParams, user }: BeforeListTableServerPropsOnly) {
  if (!isStaffUser(user as never)) return null
  const figures = await tradeInFigures(payload, whereFromParams(searchParams as Record<string, string | string[]> | undefined))
  if (figures.length === 0) return null
  return (
    <section aria-label="보상 판매 현황" style={{ marginBottom: 'var(--base)', overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label="이벤트별 보상 판매 현황">
        <thead>
          <tr>
            {['이벤트', ...STATUSES.map((status) => tradeInFlow.labels[status]), '지급 보상 합계', '예상 보상 합계(진행 중)'].map((heading) => (
              <th key={heading} style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.map(({ event, counts, granted, expected }) => (
            <tr key={event.id} data-event={event.id}>
              <td style={cell}>
                <a href={`?${new URLSearchParams({ 'where[and][0][event][equals]': String(event.id) })}`}>{event.title}</a>
              </td>
              {STATUSES.map((status) => (
                <td key={status} style={cell} data-status={status}>
                  {counts[status].toLocaleString('ko-KR')}
                </td>
              ))}
              <td style={cell} data-testid="granted">
                {won(granted)}
              </td>
              <td style={cell}>{won(expected)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
