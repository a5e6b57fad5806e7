import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam, oneOfParam } from '~/features/navigation/params'
import { MyTradeInPage } from '~/features/trade-in/MyTradeInPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

/** My eligible devices, and my requests for this event (docs/product.md#trade-in-events). An unknown tab is the validation 404. */
const TABS = ['devices', 'requests'] as const
const myTradeIns = loadOnce(() => import('~/features/trade-in/my-trade-ins.functions'))

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/me/{-$tab}')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId), tab: oneOfParam(params.tab, TABS) }) },
  beforeLoad: ({ location }) => requireUser(location),
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      const data = await (await myTradeIns()).getMyTradeInEvent({ data: { id: Number(params.tradeEventId) } })
      if (!data) throw notFound()
      return data
    },
  },
  head: pageHead('나의 보상 판매'),
  component: function MyTradeInRoute() {
    const { tab } = Route.useParams()
    return <MyTradeInPage data={Route.useLoaderData()} tab={tab ?? 'devices'} />
  },
})
