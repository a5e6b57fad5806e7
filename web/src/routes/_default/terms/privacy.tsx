import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { TermsPage } from '~/features/terms/TermsPage'

const termsFunctions = loadOnce(() => import('~/features/terms/terms.functions'))

export const Route = createFileRoute('/_default/terms/privacy')({
  loader: () => termsFunctions().then(({ getTerms }) => getTerms({ data: { kind: 'privacy' } })),
  head: pageHead('개인정보처리방침'),
  component: function TermsRoute() {
    return <TermsPage terms={Route.useLoaderData()} />
  },
})
