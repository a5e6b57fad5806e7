import type { MetricWithAttribution } from 'web-vitals/attribution'
import { describe, expect, it } from 'vitest'
import { deviceClass, toReport } from './report'

const page = { route: 'shops', path: '/shops', width: 412, connection: '4g' }

const inp = (interactionTime: number) =>
  ({
    name: 'INP',
    value: 312.4,
    rating: 'needs-improvement',
    delta: 312.4,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
    attribution: {
      interactionTarget: 'html>body>main>button.finder__nearest',
      interactionTime,
      inputDelay: 180.26,
      processingDuration: 90,
      presentationDelay: 42.1,
    },
  }) as unknown as MetricWithAttribution

const lcp = {
  name: 'LCP',
  value: 1834.56,
  rating: 'good',
  delta: 1834.56,
  id: 'v5-2',
  entries: [],
  navigationType: 'navigate',
  attribution: {},
} as unknown as MetricWithAttribution

describe('a Web Vitals report', () => {
  it("carries INP's slowest interaction: its target, its phases, and whether the app had hydrated by then", () => {
    expect(toReport(inp(900), { ...page, hydratedAt: 1500 })).toEqual({
      metric: 'INP',
      value: 312.4,
      rating: 'needs-improvement',
      route: 'shops',
      path: '/shops',
      device: 'mobile',
      connection: '4g',
      hydrated: false,
      interactionTarget: 'html>body>main>button.finder__nearest',
      inputDelay: 180.3,
      processingDuration: 90,
      presentationDelay: 42.1,
    })
    expect(toReport(inp(2000), { ...page, hydratedAt: 1500 }).hydrated).toBe(true)
    expect(toReport(inp(2000), page).hydrated).toBe(false)
  })

  it('carries no interaction for the other metrics, a rounded value, and an unknown connection as none', () => {
    expect(toReport(lcp, { ...page, width: 1280, connection: 'wifi' })).toMatchObject({
      metric: 'LCP',
      value: 1834.6,
      device: 'desktop',
      connection: null,
      interactionTarget: null,
      inputDelay: null,
      processingDuration: null,
      presentationDelay: null,
    })
  })

  it('tells a phone by the browser’s word or a narrow viewport, a tablet by a middling one', () => {
    expect(deviceClass(412)).toBe('mobile')
    expect(deviceClass(1100, true)).toBe('mobile')
    expect(deviceClass(800, false)).toBe('tablet')
    expect(deviceClass(1024)).toBe('desktop')
  })
})
