import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router'
import { AppChrome } from '~/features/layout/AppChrome'
import { RootDocument } from '~/features/layout/RootDocument'
import { defaultMeta } from '~/features/layout/site-meta'
import { canonicalUrl } from '~/features/seo/canonical'
import { beforeEveryNavigation } from '~/features/navigation/before-navigation'
import { loadOnce } from '~/features/navigation/load-once'
import { pageStylesheets } from '~/features/layout/page-styles'
import { wholePageFirstPaint } from '~/features/layout/first-paint'
// Imported, not linked: Start writes it into each page's head (vite.config.ts, inlineCss), so the
// first paint waits for no stylesheet request (docs/decisions/0026).
import '~/styles.css'

// The root route is never split by the bundler: what only some pages need is imported on demand.
const errorPages = () => import('~/features/layout/ErrorPage')
const contentFunctions = loadOnce(() => import('~/features/layout/site-chrome.functions'))

export const Route = createRootRoute({
  beforeLoad: beforeEveryNavigation,
  loader: () => contentFunctions().then(({ getSiteChrome }) => getSiteChrome()),
  // Footer and site settings change rarely; no need to ask again on every client navigation.
  staleTime: 5 * 60_000,
  head: ({ loaderData, matches }) => {
    // The deepest match is the page: its own address for the canonical link and og:url.
    const leaf = matches.at(-1)
    const pageUrl = loaderData && leaf ? canonicalUrl(loaderData.site.siteUrl, leaf) : undefined
    return {
      meta: defaultMeta(loaderData, pageUrl),
      // The flows' stylesheet, by the page (features/layout/page-styles.ts); the web font's is linked
      // on wide screens by a script at the end of the head (RootDocument).
      links: [
        wholePageFirstPaint,
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...pageStylesheets(leaf?.routeId),
        ...(pageUrl ? [{ rel: 'canonical', href: pageUrl }] : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: AppChrome,
  errorComponent: lazyRouteComponent(errorPages, 'FatalErrorPage'),
  notFoundComponent: lazyRouteComponent(errorPages, 'RootNotFound'),
})
