import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { ServiceCompletePage } from '~/features/service/ServiceCompletePage'

const serviceFunctions = loadOnce(() => import('~/features/service/service.functions'))

export const Route = createFileRoute('/_default/user/service/complete')({
  validateSearch: (search: Record<string, unknown>): { service?: number } => {
    const id = Number(search.service)
    return { service: Number.isSafeInteger(id) && id > 0 ? id : undefined }
  },
  loaderDeps: ({ search }) => ({ service: search.service }),
  loader: async ({ deps }) => {
    if (!deps.service) throw notFound()
    const request = await (await serviceFunctions()).getMyRequest({ data: { id: deps.service } })
    if (!request) throw notFound()
    return request
  },
  head: pageHead('A/S 신청 완료'),
  component: function ServiceCompleteRoute() {
    return <ServiceCompletePage request={Route.useLoaderData()} />
  },
})
