// What the reporter (reporter.ts) sends of one metric: shaped here, apart from the browser's APIs,
// so it is tested as a function. Imports of rules are types only: the reporter's chunk carries
// nothing but web-vitals and this.
import type { CONNECTIONS, DeviceClass, VitalReport } from '@storefront/rules/web-vitals'
import type { MetricWithAttribution } from 'web-vitals/attribution'

/** The performance mark RootDocument sets as React hydrates the page: whether a metric came before or after it. */
export const HYDRATED_MARK = 'storefront:hydrated'
/** The mark the reporter sets once it listens. */
export const REPORTING_MARK = 'storefront:vitals-reporting'

/** What the page says of itself when a metric is reported. */
export interface PageContext {
  route: string
  /** `location.pathname`: never the query or the fragment. */
  path: string
  /** The viewport's width in CSS pixels. */
  width: number
  /** `navigator.userAgentData?.mobile`, where the browser has it. */
  mobile?: boolean
  /** `navigator.connection?.effectiveType`. */
  connection?: string
  /** When the app hydrated (the `storefront:hydrated` mark), in the page's time; undefined while it has not. */
  hydratedAt?: number
}

const KNOWN_CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies typeof CONNECTIONS

/** A phone where the browser says so, else by the viewport: under 768 px a phone, under 1024 a tablet. */
export function deviceClass(width: number, mobile?: boolean): DeviceClass {
  if (mobile === true || width < 768) return 'mobile'
  return width < 1024 ? 'tablet' : 'desktop'
}

/** The moment a metric speaks of: the slowest interaction for INP, the largest shift for CLS, the metric's own time otherwise. */
function momentOf(metric: MetricWithAttribution): number {
  if (metric.name === 'INP') return metric.attribution.interactionTime ?? Number.POSITIVE_INFINITY
  if (metric.name === 'CLS') return metric.attribution.largestShiftTime ?? Number.POSITIVE_INFINITY
  return metric.value
}

const rounded = (value: number) => Math.round(value * 10) / 10

export function toReport(metric: MetricWithAttribution, page: PageContext): VitalReport {
  const inp = metric.name === 'INP' ? metric.attribution : null
  return {
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : rounded(metric.value),
    rating: metric.rating,
    route: page.route,
    path: page.path,
    device: deviceClass(page.width, page.mobile),
    connection: page.connection && KNOWN_CONNECTIONS.includes(page.connection) ? (page.connection as VitalReport['connection']) : null,
    hydrated: page.hydratedAt !== undefined && page.hydratedAt <= momentOf(metric),
    interactionTarget: inp?.interactionTarget ? inp.interactionTarget.slice(0, 200) : null,
    inputDelay: inp ? rounded(inp.inputDelay) : null,
    processingDuration: inp ? rounded(inp.processingDuration) : null,
    presentationDelay: inp ? rounded(inp.presentationDelay) : null,
  }
}
