import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { ServiceStartPage } from '~/features/service/ServiceStartPage'
import { PERSONAL_DATA, PERSONAL_ROUTE } from '~/features/navigation/personal-data'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/')({
  ...PERSONAL_ROUTE,
  loader: {
    ...PERSONAL_DATA,
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
