/** One page view: route name, path and location (docs/product.md#behaviour-on-every-page). */
export interface PageView {
  route: string
  path: string
  location: string
}

/** The Firebase web config Analytics needs; all of it is public. */
export interface FirebaseAnalyticsConfig {
  apiKey: string
  authDomain: string
  projectId: string
  appId: string
  measurementId: string
}

/** Where page views go: Firebase when configured, the local sink on a local run, else nowhere. */
export type AnalyticsConfig = { sink: 'firebase'; firebase: FirebaseAnalyticsConfig } | { sink: 'local' } | null
