import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { idParam } from '~/features/navigation/params'
import { ServiceViewPage } from '~/features/service/ServiceViewPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/view/$serviceId')({
  params: { parse: (params) => ({ serviceId: idParam(params.serviceId) }) },
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      // Another customer's request is not found, as one that does not exist.
      const request = await (await serviceFunctions()).getMyRequest({ data: { id: Number(params.serviceId) } })
      if (!request) throw notFound()
      return request
    },
  },
  head: pageHead('A/S 상세'),
  component: function ServiceViewRoute() {
    return <ServiceViewPage request={Route.useLoaderData()} />
  },
})
