// Real-user monitoring (docs/decisions/0074): what a visit's Web Vitals report carries from the
// browser to the storefront and on to the CMS, and how a value is rated. Google's thresholds
// (web.dev/articles/vitals): at or under the first "good", over the second "poor".
import { z } from 'zod'

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof METRICS)[number]

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type Rating = (typeof RATINGS)[number]

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICES)[number]

/** `navigator.connection.effectiveType`'s values. */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const

/** Good up to the first, poor over the second: milliseconds, CLS unitless. */
export const THRESHOLDS: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

export const ratingOf = (metric: MetricName, value: number): Rating => {
  const [good, poor] = THRESHOLDS[metric]
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good'
}

/** Korean labels of the admin view. */
export const RATING_LABELS: Record<Rating, string> = { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' }
export const DEVICE_LABELS: Record<DeviceClass, string> = { mobile: '휴대폰', tablet: '태블릿', desktop: '데스크톱' }
export const METRIC_LABELS: Record<MetricName, string> = {
  LCP: 'LCP (가장 큰 콘텐츠 표시)',
  INP: 'INP (상호작용 응답)',
  CLS: 'CLS (레이아웃 이동)',
  FCP: 'FCP (첫 콘텐츠 표시)',
  TTFB: 'TTFB (첫 바이트까지)',
}

/** A value as the admin view shows it: seconds for the paints, milliseconds for INP, CLS as it is. */
export function formatMetric(metric: MetricName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2)
  if (metric === 'INP') return `${Math.round(value)}ms`
  return `${(value / 1000).toFixed(2)}초`
}

const duration = z.number().min(0).max(600_000)

/** One metric of one visit, as the storefront passes it to the CMS: no address, no account, no query. */
export const vitalReport = z.object({
  metric: z.enum(METRICS),
  value: duration,
  rating: z.enum(RATINGS),
  route: z.string().regex(/^[\w-]{1,100}$/),
  path: z
    .string()
    .startsWith('/')
    .max(500)
    .refine((path) => !/[?#]/.test(path), 'the path alone, without its query'),
  device: z.enum(DEVICES),
  connection: z.enum(CONNECTIONS).nullable(),
  hydrated: z.boolean(),
  /** INP's slowest interaction: its element (a CSS selector) and its three phases, in milliseconds. */
  interactionTarget: z.string().max(200).nullable(),
  inputDelay: duration.nullable(),
  processingDuration: duration.nullable(),
  presentationDelay: duration.nullable(),
})
export type VitalReport = z.infer<typeof vitalReport>

/** A page's reports go in one beacon: five metrics, INP and CLS again as they grow. */
export const MAX_REPORTS_PER_BEACON = 20
/** Reports the storefront sends the CMS at once (cms: POST /api/web-vitals/batch). */
export const MAX_REPORTS_PER_BATCH = 200

export const vitalBatch = z.object({ reports: z.array(vitalReport).min(1).max(MAX_REPORTS_PER_BATCH) })
