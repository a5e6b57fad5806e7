import { createFileRoute, redirect } from '@tanstack/react-router'
import { MyDevicesPage } from '~/features/devices/MyDevicesPage'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/user/device')({
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ location }) => {
      const devices = await (await devicesFunctions()).getMyDevices()
      // Signed out between the route's check and now (a revoked session): log in again.
      if (!devices) throw redirect({ to: '/login', search: { redirect: location.href } })
      return devices
    },
  },
  head: pageHead('내 기기'),
  component: function MyDevicesRoute() {
    return <MyDevicesPage devices={Route.useLoaderData()} />
  },
})
