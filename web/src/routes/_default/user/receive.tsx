import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'
import { ReceivePage } from '~/features/transfer/ReceivePage'

const identityFunctions = loadOnce(() => import('~/features/identity/identity.functions'))

export const Route = createFileRoute('/_default/user/receive')({
  // `identity`: why the last 본인인증 came back refused (features/identity).
  validateSearch: (search: Record<string, unknown>): { identity?: string } => ({ identity: typeof search.identity === 'string' ? search.identity : undefined }),
  ...PERSONAL_ROUTE_PRELOAD,
  // Receiving a device is adult-only, as registering one is: whether this customer has verified.
  loader: { ...PERSONAL_LOADER_RELOAD, handler: async () => (await identityFunctions()).getMyIdentity() },
  staleTime: 0,
  head: pageHead('기기 받기'),
  component: function ReceiveRoute() {
    return <ReceivePage identity={Route.useLoaderData()} problem={Route.useSearch().identity} />
  },
})
