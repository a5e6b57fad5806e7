import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { WarrantyCheckPage } from '~/features/warranty/WarrantyCheckPage'

const warrantyFunctions = loadOnce(() => import('~/features/warranty/warranty.functions'))

export const Route = createFileRoute('/_default/device/verify')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: typeof search.code === 'string' ? search.code.slice(0, 40) : undefined }),
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: {
    // A result is asked for afresh each time: a warranty ends, a registration is revoked.
    staleReloadMode: 'blocking',
    handler: async ({ deps }) => ({
      code: deps.code ?? '',
      check: deps.code ? await (await warrantyFunctions()).checkWarranty({ data: { code: deps.code } }) : null,
    }),
  },
  staleTime: 0,
  head: pageHead('보증서 확인'),
  component: function WarrantyCheckRoute() {
    const { code, check } = Route.useLoaderData()
    return <WarrantyCheckPage code={code} check={check} />
  },
})
