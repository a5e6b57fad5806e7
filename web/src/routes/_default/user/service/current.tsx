import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { ServiceListPage } from '~/features/service/ServiceListPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/current')({
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ location }) => {
      const requests = await (await serviceFunctions()).getMyRequests()
      if (!requests) throw redirect({ to: '/login', search: { redirect: location.href } })
      return requests
    },
  },
  head: pageHead('내 A/S 내역'),
  component: function ServiceListRoute() {
    return <ServiceListPage requests={Route.useLoaderData()} />
  },
})
