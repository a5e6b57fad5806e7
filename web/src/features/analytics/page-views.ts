import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { routeName } from '~/features/navigation/route-name'
import type { PageView } from './types'

type Router = Pick<AnyRouter, 'subscribe' | 'state'>
type Resolved = { toLocation: ParsedLocation }

/** What `recordPageViews` gives the code that sends them, once it is there. */
export interface PageViewRecorder {
  /** Sends the views resolved so far, then each as it resolves; returns the way to stop. */
  start: (send: (view: PageView) => void, options?: { viewedAlready?: string }) => () => void
}

const recorders = new WeakMap<Router, PageViewRecorder>()

/**
 * Page views (docs/product.md#behaviour-on-every-page): the page landed on, then every route change, with route name, path
 * and location, skipped when the path did not change (only the query or the hash did). Each view
 * is taken as its navigation resolves, from the router's creation on: whatever sends them loads
 * later (after hydration), and by then the page may have moved on or changed its own address
 * (`history.pushState`), which must not rename the view. A public page's loader may already have
 * sent the landing page's view (`viewedAlready`): it is not counted twice.
 */
export function recordPageViews(router: Router, { origin = window.location.origin }: { origin?: string } = {}): PageViewRecorder {
  const viewOf = (location: ParsedLocation): PageView => ({
    route: routeName(router.state.matches.at(-1)?.routeId),
    path: location.pathname,
    location: new URL(location.href, origin).href,
  })
  // The address the document was loaded at, as the router parsed it before anything could change it.
  const landed = router.state.location
  const resolved: PageView[] = []
  let deliver: ((view: PageView) => void) | null = null
  router.subscribe('onResolved', (event: Resolved) => {
    const view = viewOf(event.toLocation)
    if (deliver) deliver(view)
    else resolved.push(view)
  })
  const recorder: PageViewRecorder = {
    start(send, { viewedAlready } = {}) {
      let lastPath = viewedAlready
      deliver = (view) => {
        if (view.path === lastPath) return
        lastPath = view.path
        send(view)
      }
      // Still on the landing page with nothing resolved since: its view, at the address it was loaded at.
      // Mid-navigation (a link followed as the app hydrates), that navigation's onResolved reports it.
      const { status, location } = router.state
      if (!resolved.length && status !== 'pending' && location.pathname === landed.pathname) resolved.push(viewOf(landed))
      resolved.splice(0).forEach(deliver)
      // Stopped (the sender unmounted), views wait for the next start again.
      return () => {
        deliver = null
      }
    },
  }
  recorders.set(router, recorder)
  return recorder
}

/** The recorder `recordPageViews` made for `router` (getRouter makes it in the browser). */
export const pageViewsOf = (router: Router): PageViewRecorder | undefined => recorders.get(router)
