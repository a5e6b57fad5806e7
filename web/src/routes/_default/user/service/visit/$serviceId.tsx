import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { ServiceVisitPage } from '~/features/service/ServiceVisitPage'

const visitFunctions = loadOnce(() => import('~/features/service/visit.functions'))

export const Route = createFileRoute('/_default/user/service/visit/$serviceId')({
  params: { parse: (params) => ({ serviceId: idParam(params.serviceId) }) },
  loader: {
    // The places left change as others book: asked afresh each time.
    staleReloadMode: 'blocking',
    handler: async ({ params }) => {
      const choice = await (await visitFunctions()).getVisitChoice({ data: { id: Number(params.serviceId) } })
      if (!choice) throw notFound()
      return choice
    },
  },
  staleTime: 0,
  head: pageHead('방문 예약'),
  component: function ServiceVisitRoute() {
    const { request, slots } = Route.useLoaderData()
    return <ServiceVisitPage request={request} slots={slots} />
  },
})
