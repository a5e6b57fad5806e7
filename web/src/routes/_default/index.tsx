import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/HomePage'
import type { SiteChrome } from '~/features/layout/site-chrome.functions'
import { loadOnce } from '~/features/navigation/load-once'
import { jsonLdScript, organizationLd } from '~/features/seo/structured-data'

const homeFunctions = loadOnce(() => import('~/features/home/home.functions'))

export const Route = createFileRoute('/_default/')({
  loader: () => homeFunctions().then(({ getHome }) => getHome()),
  // The brand, for search engines (schema.org Organization).
  head: ({ matches }) => {
    const chrome = matches[0]?.loaderData as SiteChrome | undefined
    return chrome ? { scripts: [jsonLdScript(organizationLd(chrome.site))] } : {}
  },
  component: function HomeRoute() {
    return <HomePage home={Route.useLoaderData()} />
  },
})
