import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { recordPageViews } from '~/features/analytics/page-views'
import { limitPreloads } from '~/features/navigation/preloads'
import { parseTextSearch, stringifyTextSearch } from '~/features/navigation/search-text'
import { cspNonce } from '~/features/security/csp-nonce'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const router = createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query values are text, never JSON (search-text.ts).
    parseSearch: parseTextSearch,
    stringifySearch: stringifyTextSearch,
    // A page that fails shows the error screen inside its layout; the root's own is full-page.
    defaultErrorComponent: lazyRouteComponent(() => import('~/features/layout/ErrorPage'), 'ErrorScreen'),
    // Stamped on every script and style the router renders; the CSP header names it (docs/decisions/0015).
    ssr: { nonce: cspNonce() },
  })
  if (typeof window !== 'undefined') {
    limitPreloads(router)
    recordPageViews(router)
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
