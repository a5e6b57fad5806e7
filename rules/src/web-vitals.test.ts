import { describe, expect, it } from 'vitest'
import { formatMetric, METRICS, ratingOf, THRESHOLDS, vitalReport } from './web-vitals'

const report = {
  metric: 'INP',
  value: 240,
  rating: 'needs-improvement',
  route: 'shops',
  path: '/shops',
  device: 'mobile',
  connection: '4g',
  hydrated: false,
  interactionTarget: 'button.finder__nearest',
  inputDelay: 120,
  processingDuration: 80,
  presentationDelay: 40,
}

describe('Web Vitals ratings', () => {
  it("rate each metric by Google's thresholds: good up to the first, poor over the second", () => {
    expect(ratingOf('LCP', 2500)).toBe('good')
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement')
    expect(ratingOf('LCP', 4000)).toBe('needs-improvement')
    expect(ratingOf('LCP', 4001)).toBe('poor')
    expect(ratingOf('INP', 200)).toBe('good')
    expect(ratingOf('INP', 500.5)).toBe('poor')
    expect(ratingOf('CLS', 0.1)).toBe('good')
    expect(ratingOf('CLS', 0.11)).toBe('needs-improvement')
    expect(ratingOf('CLS', 0.26)).toBe('poor')
    expect(ratingOf('FCP', 1800)).toBe('good')
    expect(ratingOf('FCP', 3001)).toBe('poor')
    expect(ratingOf('TTFB', 801)).toBe('needs-improvement')
    expect(ratingOf('TTFB', 1801)).toBe('poor')
    expect(Object.keys(THRESHOLDS)).toEqual([...METRICS])
  })

  it('show seconds for the paints, milliseconds for INP and CLS as a number', () => {
    expect(formatMetric('LCP', 2480)).toBe('2.48초')
    expect(formatMetric('TTFB', 90)).toBe('0.09초')
    expect(formatMetric('INP', 199.6)).toBe('200ms')
    expect(formatMetric('CLS', 0.123)).toBe('0.12')
  })
})

describe('a Web Vitals report', () => {
  it('carries the route, path, device, connection, hydration and the slowest interaction', () => {
    expect(vitalReport.parse(report)).toEqual(report)
    expect(
      vitalReport.parse({
        ...report,
        metric: 'CLS',
        value: 0.02,
        connection: null,
        interactionTarget: null,
        inputDelay: null,
        processingDuration: null,
        presentationDelay: null,
      }).connection,
    ).toBeNull()
  })

  it('refuses a query or a fragment in the path, a full URL, an unknown metric, a negative value and extra fields are dropped', () => {
    expect(vitalReport.safeParse({ ...report, path: '/shops?region=seoul' }).success).toBe(false)
    expect(vitalReport.safeParse({ ...report, path: '/shops#map' }).success).toBe(false)
    expect(vitalReport.safeParse({ ...report, path: 'https://example.com/shops' }).success).toBe(false)
    expect(vitalReport.safeParse({ ...report, metric: 'FID' }).success).toBe(false)
    expect(vitalReport.safeParse({ ...report, value: -1 }).success).toBe(false)
    expect(vitalReport.safeParse({ ...report, route: 'a b' }).success).toBe(false)
    expect(vitalReport.parse({ ...report, ip: '10.0.0.1', userId: 'u1' })).not.toHaveProperty('ip')
  })
})
