import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { serialParam } from '~/features/navigation/params'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { TransferPage } from '~/features/transfer/TransferPage'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/user/transfer/$serialNumber')({
  params: { parse: (params) => ({ serialNumber: serialParam(params.serialNumber) }) },
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      // Only the owner's own active device: anyone else's serial is not found.
      const device = await (await devicesFunctions()).getMyDeviceBySerial({ data: { serialNumber: params.serialNumber } })
      if (!device) throw notFound()
      return device
    },
  },
  head: pageHead('기기 양도'),
  component: function TransferRoute() {
    return <TransferPage device={Route.useLoaderData()} />
  },
})
