import { getApps, initializeApp } from 'firebase/app'
import { initializeAnalytics, isSupported, logEvent } from 'firebase/analytics'
import type { FirebaseAnalyticsConfig, PageView } from './types'

const APP_NAME = 'analytics'

/** Google Analytics for Firebase; null where the browser cannot run it (no IndexedDB, blocked cookies). */
export async function firebasePageViews(config: FirebaseAnalyticsConfig): Promise<((view: PageView) => void) | null> {
  if (!(await isSupported())) return null
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(config, APP_NAME)
  // We report page views ourselves, after the router settled; the automatic one would count twice.
  const analytics = initializeAnalytics(app, { config: { send_page_view: false } })
  return (view) =>
    logEvent(analytics, 'page_view', {
      page_path: view.path,
      page_location: view.location,
      page_title: document.title,
      route_name: view.route,
    })
}
