import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { CompletePage } from '~/features/devices/CompletePage'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const devicesFunctions = loadOnce(() => import('~/features/devices/devices.functions'))

export const Route = createFileRoute('/_default/device/register/complete')({
  validateSearch: (search: Record<string, unknown>): { device?: number } => {
    const id = Number(search.device)
    return { device: Number.isSafeInteger(id) && id > 0 ? id : undefined }
  },
  beforeLoad: ({ location }) => requireUser(location),
  loaderDeps: ({ search }) => ({ device: search.device }),
  loader: async ({ deps }) => {
    if (!deps.device) throw notFound()
    // Only the owner's own device: anyone else's is not found.
    const device = await (await devicesFunctions()).getMyDevice({ data: { id: deps.device } })
    if (!device) throw notFound()
    return device
  },
  head: pageHead('정품 등록 완료'),
  component: function CompleteRoute() {
    return <CompletePage device={Route.useLoaderData()} />
  },
})
