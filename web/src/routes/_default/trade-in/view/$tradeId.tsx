import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { TradeInViewPage } from '~/features/trade-in/TradeInViewPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const myTradeIns = loadOnce(() => import('~/features/trade-in/my-trade-ins.functions'))

export const Route = createFileRoute('/_default/trade-in/view/$tradeId')({
  params: { parse: (params) => ({ tradeId: idParam(params.tradeId) }) },
  beforeLoad: ({ location }) => requireUser(location),
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      // Another customer's trade-in is not found, as one that does not exist.
      const trade = await (await myTradeIns()).getMyTradeIn({ data: { id: Number(params.tradeId) } })
      if (!trade) throw notFound()
      return trade
    },
  },
  head: pageHead('보상 판매 신청 내역'),
  component: function TradeInViewRoute() {
    return <TradeInViewPage trade={Route.useLoaderData()} />
  },
})
