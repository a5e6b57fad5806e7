// The bar chart drawn on the server (docs/decisions/0082): a titled SVG for the eye with a bar per
// non-zero value, no DOM to draw in; what it leaves out (series not charted) stays in the table.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Figure } from '../figure'
import { BarChart, PALETTE } from './BarChart'

const weeks = ['2026-11-09', '2026-11-16', '2026-11-23']
const figure = (chart: Figure['chart']): Figure => ({
  key: 'test',
  caption: '주별 A/S 신청',
  rowHeader: '주',
  rows: weeks,
  rowLabel: (week) => `${Number(week.slice(5, 7))}/${Number(week.slice(8, 10))}`,
  series: [
    { key: 'visit', label: '매장 방문', values: [3, 0, 2], format: 'count', charted: true },
    { key: 'mail', label: '택배 접수', values: [1, 4, 0], format: 'count', charted: true },
    { key: 'total', label: '합계', values: [4, 4, 2], format: 'count', charted: false },
  ],
  chart,
})

/** WCAG's relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

describe('the bar chart', () => {
  it('is a titled picture with a bar per value above zero, stacked or side by side', () => {
    for (const chart of ['stacked', 'grouped'] as const) {
      const html = renderToStaticMarkup(createElement(BarChart, { figure: figure(chart) }))
      expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="주별 A\/S 신청: 막대그래프. 수치는 아래 표에 있습니다."/)
      expect(html).toContain('<title>주별 A/S 신청: 막대그래프. 수치는 아래 표에 있습니다.</title>')
      expect(html.match(/<rect/g)).toHaveLength(4)
      // The legend names the charted series only.
      expect(html).toContain('매장 방문')
      expect(html).not.toContain('합계')
      expect(html).toContain('11/16')
    }
  })

  it('draws nothing for a figure without a chart or without rows', () => {
    expect(renderToStaticMarkup(createElement(BarChart, { figure: figure(null) }))).toBe('')
    expect(renderToStaticMarkup(createElement(BarChart, { figure: { ...figure('stacked'), rows: [] } }))).toBe('')
  })

  it('uses colours of at least 3:1 against white', () => {
    for (const colour of PALETTE) expect((1 + 0.05) / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(3)
  })
})
