import { createFileRoute } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { contentHead } from '~/features/pages/content-head'
import { TradeInEventPage } from '~/features/trade-in/TradeInEventPage'

const tradeInFunctions = loadOnce(() => import('~/features/trade-in/trade-in.functions'))

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId) }) },
  loader: ({ params }) => tradeInFunctions().then(({ getTradeInEvent }) => getTradeInEvent({ data: { id: Number(params.tradeEventId) } })),
  head: (context) =>
    contentHead(
      context,
      context.loaderData && { title: context.loaderData.title, description: context.loaderData.summary, image: context.loaderData.banner, preview: false },
    ),
  component: function TradeInEventRoute() {
    return <TradeInEventPage event={Route.useLoaderData()} />
  },
})
