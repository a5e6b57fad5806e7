// Above the Web Vitals list in the admin panel (docs/decisions/0074): per route, the 75th
// percentile of each metric over the last 7 and 28 days and the share of each rating, then the
// trend of each metric, for the whole site or the route the list is filtered to.
import type { BeforeListTableServerPropsOnly } from 'payload'
import { hasRole } from '@/access/roles'
import { formatMetric, METRIC_LABELS, METRICS, type MetricName, RATING_LABELS, RATINGS, ratingOf } from '@storefront/rules/web-vitals'
import { dailyTrend, routeFigures, TREND_DAYS, trendDays } from '../figures'
import { TrendChart } from './TrendChart'

const ROUTE_PARAM = 'where[route][equals]'
const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' as const }
const RATING_COLOURS = { good: '#0a7f42', 'needs-improvement': '#b06000', poor: '#c5221f' } as const
const percent = (share: number) => `${Math.round(share * 100)}%`
const count = (value: number) => `${value.toLocaleString('ko-KR')}건`

function P75({ metric, value }: { metric: MetricName; value: number | null }) {
  if (value === null) return <>—</>
  const rating = ratingOf(metric, value)
  return (
    <span style={{ color: RATING_COLOURS[rating] }} data-rating={rating}>
      {formatMetric(metric, value)} <small>({RATING_LABELS[rating]})</small>
    </span>
  )
}

export async function WebVitalsFigures({ payload, searchParams, user }: BeforeListTableServerPropsOnly) {
  if (!hasRole(user as never, 'admin', 'manager')) return null
  const given = (searchParams as Record<string, string | string[] | undefined> | undefined)?.[ROUTE_PARAM]
  const route = (Array.isArray(given) ? given[0] : given) || undefined
  const now = new Date()
  const [figures, trend] = await Promise.all([routeFigures(payload, now), dailyTrend(payload, route, now)])
  const routes = [...new Set(figures.map((row) => row.route))]
  const days = trendDays(now)
  return (
    <section aria-labelledby="web-vitals-heading" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="web-vitals-heading" style={{ fontSize: '1.25rem', marginBottom: 'var(--base)' }}>
        실사용자 웹 성능 (75번째 백분위수)
      </h2>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left', marginBottom: 8 }}>
            경로별 지표: 최근 7일과 {TREND_DAYS}일의 75번째 백분위수, {TREND_DAYS}일 동안의 등급 비율
          </caption>
          <thead>
            <tr>
              {[
                '경로',
                '지표',
                '75번째 백분위수(7일)',
                `75번째 백분위수(${TREND_DAYS}일)`,
                ...RATINGS.map((rating) => RATING_LABELS[rating]),
                `측정 수(${TREND_DAYS}일)`,
              ].map((heading) => (
                <th key={heading} scope="col" style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.length === 0 ? (
              <tr>
                <td colSpan={8} style={cell}>
                  최근 {TREND_DAYS}일 동안 측정값이 없습니다.
                </td>
              </tr>
            ) : (
              figures.map((row) => (
                <tr key={`${row.route} ${row.metric}`} data-route={row.route} data-metric={row.metric}>
                  <th scope="row" style={cell}>
                    <a href={`?${new URLSearchParams({ [ROUTE_PARAM]: row.route })}`}>{row.route}</a>
                  </th>
                  <td style={cell}>{METRIC_LABELS[row.metric]}</td>
                  <td style={cell} data-period="7">
                    <P75 metric={row.metric} value={row.p75Week} />
                  </td>
                  <td style={cell} data-period={TREND_DAYS}>
                    <P75 metric={row.metric} value={row.p75Month} />
                  </td>
                  {RATINGS.map((rating) => (
                    <td key={rating} style={cell} data-share={rating}>
                      {percent(row.shares[rating])}
                    </td>
                  ))}
                  <td style={cell}>{count(row.count)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <h3 style={{ fontSize: '1.1rem', margin: 'var(--base) 0' }}>일별 추이: {route ?? '전체 경로'}</h3>
      {routes.length > 1 && (
        <nav aria-label="추이를 볼 경로" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 'var(--base)' }}>
          <a href="?" aria-current={route ? undefined : 'page'}>
            전체 경로
          </a>
          {routes.map((name) => (
            <a key={name} href={`?${new URLSearchParams({ [ROUTE_PARAM]: name })}`} aria-current={name === route ? 'page' : undefined}>
              {name}
            </a>
          ))}
        </nav>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 'var(--base)' }}>
        {METRICS.map((metric) => (
          <TrendChart key={metric} metric={metric} points={trend[metric]} days={days} scope={route ?? '전체 경로'} />
        ))}
      </div>
    </section>
  )
}
