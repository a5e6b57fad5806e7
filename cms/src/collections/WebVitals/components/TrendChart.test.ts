// The trend chart drawn on the server (docs/decisions/0074): an SVG for the eye, the same figures in
// a table with a caption for a screen reader, with no DOM to draw in.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { trendDays } from '../figures'
import { TrendChart } from './TrendChart'

const now = new Date('2026-11-29T03:00:00Z')
const days = trendDays(now)

describe('the trend chart', () => {
  it('covers the 28 Seoul days up to today', () => {
    expect(days).toHaveLength(28)
    expect(days.at(-1)).toBe('2026-11-29')
    expect(days[0]).toBe('2026-11-02')
    // 23:30 in UTC is the next morning in Seoul.
    expect(trendDays(new Date('2026-11-29T23:30:00Z')).at(-1)).toBe('2026-11-30')
  })

  it('draws the daily 75th percentile as a line with a point a day, and says the same in a table', () => {
    const points = [
      { day: '2026-11-27', p75: 2100, count: 12 },
      { day: '2026-11-29', p75: 4200, count: 3 },
    ]
    const html = renderToStaticMarkup(createElement(TrendChart, { metric: 'LCP', points, days, scope: 'shops' }))
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/)
    expect(html.match(/<circle/g)).toHaveLength(2)
    // The line, and the good and poor thresholds.
    expect(html).toMatch(/<path[^>]*d="M/)
    expect(html.match(/stroke-dasharray="4 4"/g)).toHaveLength(2)
    expect(html).toContain('<caption>LCP (가장 큰 콘텐츠 표시) 일별 75번째 백분위수 (shops, 최근 28일)</caption>')
    expect(html).toContain('<th scope="col">날짜</th><th scope="col">75번째 백분위수</th><th scope="col">등급</th><th scope="col">측정 수</th>')
    expect(html).toContain(
      '<th scope="row" style="padding:2px 8px;text-align:left">2026-11-27</th><td style="padding:2px 8px;text-align:left">2.10초</td><td style="padding:2px 8px;text-align:left">좋음</td>',
    )
    expect(html).toContain('4.20초</td><td style="padding:2px 8px;text-align:left">나쁨</td>')
  })

  it('says there is nothing to show when a metric has no reports', () => {
    const html = renderToStaticMarkup(createElement(TrendChart, { metric: 'INP', points: [], days, scope: '전체 경로' }))
    expect(html).toContain('측정값이 없습니다.')
    expect(html).not.toContain('<circle')
  })
})
