import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { TermsPage } from '~/features/terms/TermsPage'

const termsFunctions = loadOnce(() => import('~/features/terms/terms.functions'))

export const Route = createFileRoute('/_default/terms/service')({
  loader: () => termsFunctions().then(({ getTerms }) => getTerms({ data: { kind: 'service' } })),
  head: pageHead('이용약관'),
  component: function TermsRoute() {
    return <TermsPage terms={Route.useLoaderData()} />
  },
})
