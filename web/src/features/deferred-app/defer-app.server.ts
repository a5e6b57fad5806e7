import type { AnyRouter } from '@tanstack/react-router'
import type { AnalyticsConfig } from '~/features/analytics/types'
import { isPublicPage } from '~/features/navigation/public-pages'
import { routeName } from '~/features/navigation/route-name'
import { type AppLoaderConfig, appLoaderScript } from './app-loader'

type Manifest = NonNullable<NonNullable<AnyRouter['ssr']>['manifest']>
type ManifestRoute = Manifest['routes'][string]

/**
 * A public page is sent without the app (docs/decisions/0055): no entry script and no module
 * preloads in its HTML, and in their place the small loader that sends the page view and loads
 * the app on the first interaction. The page's data for hydration stays in it, for then. Other
 * pages, and a public page that failed, hydrate on load as before.
 *
 * TanStack Start (1.169) has no route option for this; the router reads its manifest through
 * `router.ssr` as it renders the head and the scripts, so this request's router gets a manifest
 * without them. Called after the router has loaded and dehydrated, before the render.
 */
export function deferAppOnPublicPage(router: AnyRouter) {
  const { matches } = router.state
  const leaf = matches.at(-1)
  const ssr = router.ssr
  if (!ssr || !isPublicPage(leaf?.routeId) || matches.some((match) => match.status !== 'success')) return
  const analytics = (matches[0]?.loaderData as { analytics?: AnalyticsConfig } | undefined)?.analytics ?? null
  const view = pageView(routeName(leaf?.routeId), analytics)
  router.ssr = {
    get manifest() {
      const manifest = ssr.manifest
      return (
        manifest &&
        withLoader(
          manifest,
          matches.map((match) => match.routeId),
          view,
        )
      )
    },
  }
}

function pageView(route: string, analytics: AnalyticsConfig): AppLoaderConfig['view'] {
  if (!analytics) return null
  return analytics.sink === 'local' ? { route, sink: 'local' } : { route, sink: 'firebase', measurementId: analytics.firebase.measurementId }
}

/** The manifest with the root's entry scripts replaced by the loader and no route's module preloads. */
function withLoader(manifest: Manifest, routeIds: string[], view: AppLoaderConfig['view']): Manifest {
  const preloads = routeIds.flatMap((id) => manifest.routes[id]?.preloads ?? []).map((link) => (typeof link === 'string' ? link : link.href))
  const routes: Record<string, ManifestRoute> = {}
  for (const [id, route] of Object.entries(manifest.routes)) routes[id] = { ...route, preloads: [] }
  const root = routes.__root__
  const entry = (root?.scripts ?? []).flatMap((script) => (typeof script.attrs?.src === 'string' ? [script.attrs.src] : []))
  const inline = (root?.scripts ?? []).filter((script) => typeof script.attrs?.src !== 'string')
  routes.__root__ = { ...root, scripts: [...inline, { attrs: {}, children: appLoaderScript({ entry, preloads: [...new Set(preloads)], view }) }] }
  return { ...manifest, routes }
}
