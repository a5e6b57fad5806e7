import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { ServiceShopPage } from '~/features/service/ServiceShopPage'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/shop/$serviceId')({
  params: { parse: (params) => ({ serviceId: idParam(params.serviceId) }) },
  loader: async ({ params }) => {
    const choice = await (await serviceFunctions()).getShopChoice({ data: { id: Number(params.serviceId) } })
    if (!choice) throw notFound()
    return choice
  },
  head: pageHead('A/S 매장 선택'),
  component: function ServiceShopRoute() {
    const { request, shops } = Route.useLoaderData()
    return <ServiceShopPage request={request} shops={shops} />
  },
})
