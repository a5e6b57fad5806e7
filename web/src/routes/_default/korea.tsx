import { createFileRoute } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'
import { CmsPage } from '~/features/pages/CmsPage'
import { contentHead } from '~/features/pages/content-head'

const pageFunctions = loadOnce(() => import('~/features/pages/pages.functions'))

// The CMS page with the slug `korea`.
export const Route = createFileRoute('/_default/korea')({
  loader: () => pageFunctions().then(({ getCmsPage }) => getCmsPage({ data: { slug: 'korea' } })),
  head: (context) => contentHead(context, context.loaderData),
  component: function KoreaRoute() {
    return <CmsPage page={Route.useLoaderData()} />
  },
})
