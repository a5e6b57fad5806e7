// The Web Vitals reporter (docs/decisions/0074): a chunk of its own, which the page's loader
// (deferred-app/app-loader.ts) adds on a sampled visit once the page has loaded and the browser is
// idle, on every page, whether its app ever loads. It reports this page load's LCP, INP, CLS, FCP
// and TTFB to the storefront in one beacon when the page is hidden, and to Google Analytics where
// the page has Google's tag (Firebase Analytics configured).
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution'
import type { VitalReport } from '@storefront/rules/web-vitals'
import type { AppLoaderState } from '~/features/deferred-app/app-loader'
import { HYDRATED_MARK, REPORTING_MARK, toReport } from './report'

type Page = Window &
  AppLoaderState & {
    gtag?: (...args: unknown[]) => void
  }
type Navigator = globalThis.Navigator & { userAgentData?: { mobile?: boolean }; connection?: { effectiveType?: string } }

const page = window as Page
const config = page.storefrontVitals
if (config) {
  const path = location.pathname
  const nav = navigator as Navigator
  // One report per metric of this page load: its value when the page is first hidden.
  const pending = new Map<string, VitalReport>()
  const sent = new Set<string>()
  const take = (metric: MetricWithAttribution) => {
    page.gtag?.('event', metric.name, {
      value: metric.delta,
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      route_name: config.route,
    })
    if (sent.has(metric.id)) return
    pending.set(
      metric.id,
      toReport(metric, {
        route: config.route,
        path,
        width: innerWidth,
        mobile: nav.userAgentData?.mobile,
        connection: nav.connection?.effectiveType,
        hydratedAt: performance.getEntriesByName(HYDRATED_MARK, 'mark')[0]?.startTime,
      }),
    )
  }
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(take)
  // After web-vitals' own listeners, which report LCP, INP and CLS as the page is hidden.
  const send = () => {
    if (!pending.size) return
    for (const id of pending.keys()) sent.add(id)
    const reports = [...pending.values()]
    pending.clear()
    navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify({ reports })], { type: 'application/json' }))
  }
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send())
  addEventListener('pagehide', send)
  // Listening from now on (a journey waits for it before it leaves the page).
  performance.mark(REPORTING_MARK)
}
