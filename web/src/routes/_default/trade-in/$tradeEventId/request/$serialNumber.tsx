import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam, serialParam } from '~/features/navigation/params'
import { TradeInFormPage } from '~/features/trade-in/TradeInFormPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const myTradeIns = loadOnce(() => import('~/features/trade-in/my-trade-ins.functions'))

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/request/$serialNumber')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId), serialNumber: serialParam(params.serialNumber) }) },
  // `identity`: why the last 본인인증 came back refused (features/identity).
  validateSearch: (search: Record<string, unknown>): { error?: string; identity?: string } => ({
    error: typeof search.error === 'string' ? search.error : undefined,
    identity: typeof search.identity === 'string' ? search.identity : undefined,
  }),
  beforeLoad: ({ location }) => requireUser(location),
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      // Only my own device in a published event: anything else is not found.
      const form = await (await myTradeIns()).getTradeInForm({ data: { id: Number(params.tradeEventId), serialNumber: params.serialNumber } })
      if (!form) throw notFound()
      return form
    },
  },
  // A fresh idempotency key for every visit: a new form is a new request.
  staleTime: 0,
  gcTime: 0,
  head: pageHead('보상 판매 신청'),
  component: function TradeInFormRoute() {
    const { error, identity } = Route.useSearch()
    return <TradeInFormPage form={Route.useLoaderData()} error={error} identity={identity} />
  },
})
