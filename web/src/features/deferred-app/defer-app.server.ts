import type { AnyRouter } from '@tanstack/react-router'
// The client build's files as TanStack Start's plugin records them (the module Start's own server
// reads its manifest from): the root route's stylesheet is the whole sheet of every page's head.
import { tsrStartManifest } from 'tanstack-start-manifest:v'
// The Web Vitals reporter's chunk in the client build (vite.config.ts, webVitalsReporter).
import vitalsReporter from 'virtual:web-vitals-reporter'
import { serverEnv } from '~/env.server'
import type { AnalyticsConfig } from '~/features/analytics/types'
import { isPublicPage } from '~/features/navigation/public-pages'
import { routeName } from '~/features/navigation/route-name'
import { APP_LOADER_ATTRIBUTE, type AppLoaderConfig, appLoaderScript, CUT_SHEET_ATTRIBUTE } from './app-loader'

type Manifest = NonNullable<NonNullable<AnyRouter['ssr']>['manifest']>
type ManifestRoute = Manifest['routes'][string]

/**
 * A page is sent without the app's entry (docs/decisions/0055, 0068): no entry script and no module
 * preloads in its HTML, and in their place the small loader that sends the page view and loads the
 * app, on the first interaction on a public page, right after the first paint on any other (the
 * flows and account pages hydrate on load as before, without their scripts competing with the
 * page for the first paint). The page's data for hydration stays in it, for then. A page that
 * failed hydrates on load as before.
 *
 * TanStack Start (1.169) has no route option for this; the router reads its manifest through
 * `router.ssr` as it renders the head and the scripts, so this request's router gets a manifest
 * without them. Called after the router has loaded and dehydrated, before the render.
 */
export function deferTheApp(router: AnyRouter) {
  const { matches } = router.state
  const leaf = matches.at(-1)
  const ssr = router.ssr
  if (!ssr || !leaf || matches.some((match) => match.status !== 'success')) return
  const loadApp = isPublicPage(leaf.routeId) ? 'on-first-interaction' : 'after-first-paint'
  const analytics = (matches[0]?.loaderData as { analytics?: AnalyticsConfig } | undefined)?.analytics ?? null
  const route = routeName(leaf.routeId)
  const view = pageView(route, analytics)
  const { vitalsSampleRate } = serverEnv()
  const vitals = vitalsSampleRate > 0 ? { src: vitalsReporter, sampleRate: vitalsSampleRate, route } : null
  router.ssr = {
    get manifest() {
      const manifest = ssr.manifest
      return (
        manifest &&
        withLoader(
          manifest,
          matches.map((match) => match.routeId),
          loadApp,
          view,
          vitals,
        )
      )
    },
  }
}

/**
 * styles.css as a file of the client build, which the head of every page carries inline (Start's
 * `inlineCss`): a page sent without the app has only its own rules and links this when the app
 * loads (decision 0067). Read from the build's manifest, as the page's router sees the sheet
 * only as inline text; a `?url` import would name the server build's copy, which no client has.
 */
const wholeStylesheets: string[] = (tsrStartManifest().routes.__root__?.css ?? []).map((link) => (typeof link === 'string' ? link : link.href))

function pageView(route: string, analytics: AnalyticsConfig): AppLoaderConfig['view'] {
  if (!analytics) return null
  return analytics.sink === 'local' ? { route, sink: 'local' } : { route, sink: 'firebase', measurementId: analytics.firebase.measurementId }
}

/** The manifest with the root's entry scripts replaced by the loader and no route's module preloads. */
function withLoader(
  manifest: Manifest,
  routeIds: string[],
  loadApp: AppLoaderConfig['loadApp'],
  view: AppLoaderConfig['view'],
  vitals: AppLoaderConfig['vitals'],
): Manifest {
  const preloads = routeIds.flatMap((id) => manifest.routes[id]?.preloads ?? []).map((link) => (typeof link === 'string' ? link : link.href))
  const routes: Record<string, ManifestRoute> = {}
  for (const [id, route] of Object.entries(manifest.routes)) routes[id] = { ...route, preloads: [] }
  const root = routes.__root__
  const entry = (root?.scripts ?? []).flatMap((script) => (typeof script.attrs?.src === 'string' ? [script.attrs.src] : []))
  const inline = (root?.scripts ?? []).filter((script) => typeof script.attrs?.src !== 'string')
  // The whole stylesheet, for what the app shows once loaded, where the page's head has only its own rules (page-css.server.ts).
  const loader = appLoaderScript({
    loadApp,
    entry,
    preloads: [...new Set(preloads)],
    stylesheets: wholeStylesheets,
    cutSheet: CUT_SHEET_ATTRIBUTE,
    view,
    vitals,
  })
  routes.__root__ = { ...root, scripts: [...inline, { attrs: { [APP_LOADER_ATTRIBUTE]: loadApp }, children: loader }] }
  return { ...manifest, routes }
}
