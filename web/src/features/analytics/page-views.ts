import type { AnyRouter } from '@tanstack/react-router'
import { routeName } from '~/features/navigation/route-name'
import type { PageView } from './types'

/**
 * A page view (docs/product.md#behaviour-on-every-page) after each route change, with route name, path and location, skipped when
 * the path did not change (only the query or the hash did). The page the visitor landed on counts
 * as the first change, unless a public page's loader already sent its view (`viewedAlready`).
 */
export function trackPageViews(
  router: Pick<AnyRouter, 'subscribe' | 'state'>,
  send: (view: PageView) => void,
  { viewedAlready, currentHref = () => window.location.href }: { viewedAlready?: string; currentHref?: () => string } = {},
): () => void {
  let lastPath = viewedAlready
  const report = () => {
    const { location, matches, status } = router.state
    // Mounted mid-navigation (a link followed as the app hydrates): the location is the next page's
    // and the matches still the last one's; its onResolved reports it whole.
    if (status === 'pending' || location.pathname === lastPath) return
    lastPath = location.pathname
    send({ route: routeName(matches.at(-1)?.routeId), path: location.pathname, location: currentHref() })
  }
  report()
  return router.subscribe('onResolved', report)
}
