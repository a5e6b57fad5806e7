import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { routeName } from '~/features/navigation/route-name'
import type { PageView } from './types'

type Resolved = { toLocation: ParsedLocation }

/**
 * A page view (docs/product.md#behaviour-on-every-page) after each route change, with route name, path and location, skipped when
 * the path did not change (only the query or the hash did). The page the visitor landed on counts
 * as the first change, unless a public page's loader already sent its view (`viewedAlready`).
 * The location is the one the router resolved, not the window's address when the report runs:
 * a `history.pushState` between the two (a page changing its own query) must not rename the view.
 */
export function trackPageViews(
  router: Pick<AnyRouter, 'subscribe' | 'state'>,
  send: (view: PageView) => void,
  { viewedAlready, origin = window.location.origin }: { viewedAlready?: string; origin?: string } = {},
): () => void {
  let lastPath = viewedAlready
  const report = (location: ParsedLocation) => {
    const { matches, status } = router.state
    // Mounted mid-navigation (a link followed as the app hydrates): the location is the next page's
    // and the matches still the last one's; its onResolved reports it whole.
    if (status === 'pending' || location.pathname === lastPath) return
    lastPath = location.pathname
    send({ route: routeName(matches.at(-1)?.routeId), path: location.pathname, location: new URL(location.href, origin).href })
  }
  report(router.state.resolvedLocation ?? router.state.location)
  return router.subscribe('onResolved', (event: Resolved) => report(event.toLocation))
}
