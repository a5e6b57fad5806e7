import { createRootRoute } from '@tanstack/react-router'
import { getSiteChrome } from '~/features/cms/content.functions'
import { ErrorPage, NotFoundPage } from '~/features/layout/ErrorPage'
import { RootDocument } from '~/features/layout/RootDocument'
import { defaultMeta } from '~/features/layout/site-meta'
import stylesUrl from '~/ui/styles.css?url'

export const Route = createRootRoute({
  loader: () => getSiteChrome(),
  // Footer and site settings change rarely; no need to ask again on every client navigation.
  staleTime: 5 * 60_000,
  head: ({ loaderData }) => ({
    meta: defaultMeta(loaderData?.site),
    links: [{ rel: 'stylesheet', href: stylesUrl }],
  }),
  shellComponent: RootDocument,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})
