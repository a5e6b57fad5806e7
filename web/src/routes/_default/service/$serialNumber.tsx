import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { serialParam } from '~/features/navigation/params'
import { ServiceFormPage } from '~/features/service/ServiceFormPage'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/service/$serialNumber')({
  params: { parse: (params) => ({ serialNumber: serialParam(params.serialNumber) }) },
  validateSearch: (search: Record<string, unknown>): { error?: string; program?: number } => ({
    error: typeof search.error === 'string' ? search.error : undefined,
    // A service program's notice opens the form filed under it (/service/program/<token>).
    program: Number.isSafeInteger(Number(search.program)) && Number(search.program) > 0 ? Number(search.program) : undefined,
  }),
  loaderDeps: ({ search }) => ({ program: search.program }),
  beforeLoad: ({ location }) => requireUser(location),
  ...PERSONAL_ROUTE_PRELOAD,
  loader: {
    ...PERSONAL_LOADER_RELOAD,
    handler: async ({ params, deps }) => {
      // Only the owner's own device: anyone else's serial is not found.
      const form = await (await serviceFunctions()).getServiceForm({ data: { serialNumber: params.serialNumber, program: deps.program } })
      if (!form) throw notFound()
      return form
    },
  },
  // A fresh idempotency key for every visit: a new form is a new request.
  staleTime: 0,
  gcTime: 0,
  head: pageHead('A/S 신청'),
  component: function ServiceFormRoute() {
    return <ServiceFormPage form={Route.useLoaderData()} error={Route.useSearch().error} />
  },
})
