import type { AnalyticsConfig, PageView } from './types'

/**
 * Where page views go. Firebase Analytics is imported only here, on demand, after the page is
 * up: public pages never carry the SDK in the JavaScript they load first.
 */
export function pageViewSender(config: AnalyticsConfig): ((view: PageView) => void) | null {
  if (!config) return null
  if (config.sink === 'local') return sendToLocalSink
  const firebase = import('./firebase-analytics').then(({ firebasePageViews }) => firebasePageViews(config.firebase))
  return (view) => {
    firebase.then((send) => send?.(view)).catch((error: unknown) => console.error('analytics', error))
  }
}

/** Local runs: the storefront's own endpoint logs the event and keeps it for tests to read. */
function sendToLocalSink(view: PageView) {
  void fetch('/api/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  }).catch(() => {
    // A lost page view is not worth bothering anyone about.
  })
}
