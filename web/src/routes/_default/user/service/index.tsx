import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { ServiceStartPage } from '~/features/service/ServiceStartPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/')({
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ location }) => {
      const start = await (await serviceFunctions()).getServiceStart()
      if (!start) throw redirect({ to: '/login', search: { redirect: location.href } })
      return start
    },
  },
  head: pageHead('A/S 신청'),
  component: function ServiceStartRoute() {
    return <ServiceStartPage start={Route.useLoaderData()} />
  },
})
