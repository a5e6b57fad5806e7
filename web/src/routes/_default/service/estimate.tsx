import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { EstimateLinkPage } from '~/features/service/EstimateLinkPage'

const estimateFunctions = loadOnce(() => import('~/features/service/estimate.functions'))

export const Route = createFileRoute('/_default/service/estimate')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token.slice(0, 600) : undefined,
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: {
    // Asked afresh each time: the answer changes it.
    staleReloadMode: 'blocking',
    handler: async ({ deps }) => ({
      token: deps.token ?? '',
      looked: deps.token ? await (await estimateFunctions()).getEstimateByLink({ data: { token: deps.token } }) : null,
    }),
  },
  staleTime: 0,
  head: pageHead('수리 견적'),
  component: function EstimateRoute() {
    const { token, looked } = Route.useLoaderData()
    return <EstimateLinkPage token={token} looked={looked} />
  },
})
