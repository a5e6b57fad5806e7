import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { serialParam } from '~/features/navigation/params'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { WarrantyCertificatePage } from '~/features/warranty/WarrantyCertificatePage'

const warrantyFunctions = loadOnce(() => import('~/features/warranty/warranty.functions'))

export const Route = createFileRoute('/_default/user/warranty/$serialNumber')({
  params: { parse: (params) => ({ serialNumber: serialParam(params.serialNumber) }) },
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params }) => {
      // Only the owner's own active device: anyone else's serial is not found.
      const certificate = await (await warrantyFunctions()).getMyCertificate({ data: { serialNumber: params.serialNumber } })
      if (!certificate) throw notFound()
      return certificate
    },
  },
  head: pageHead('보증서'),
  component: function WarrantyCertificateRoute() {
    const { device, check } = Route.useLoaderData()
    return <WarrantyCertificatePage device={device} check={check} />
  },
})
