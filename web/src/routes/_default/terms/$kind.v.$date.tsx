import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { dayParam, oneOfParam } from '~/features/navigation/params'
import { TermsPage } from '~/features/terms/TermsPage'

const termsFunctions = loadOnce(() => import('~/features/terms/terms.functions'))
const KINDS = ['service', 'privacy'] as const

// A past (or the current) version of the terms or the privacy policy, by the day it took effect.
export const Route = createFileRoute('/_default/terms/$kind/v/$date')({
  params: { parse: (params) => ({ kind: oneOfParam(params.kind, KINDS)!, date: dayParam(params.date) }) },
  loader: ({ params }) => termsFunctions().then(({ getTermsVersionPage }) => getTermsVersionPage({ data: params })),
  head: (context) => pageHead(`${context.params.kind === 'privacy' ? '개인정보처리방침' : '이용약관'} (${context.params.date} 시행)`)(context),
  component: function TermsVersionRoute() {
    return <TermsPage terms={Route.useLoaderData()} />
  },
})
