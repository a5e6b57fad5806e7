import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { parsePartnerSearch } from '~/features/partner/partner-search'
import { PartnerPage } from '~/features/partner/PartnerPage'

const partnerFunctions = loadOnce(() => import('~/features/partner/partner.functions'))

export const Route = createFileRoute('/_default/device/partner')({
  validateSearch: parsePartnerSearch,
  loaderDeps: ({ search }) => parsePartnerSearch(search),
  loader: ({ deps }) => partnerFunctions().then(({ getPartnerShops }) => getPartnerShops({ data: deps })),
  head: pageHead('제휴 매장 구매 제품 안내'),
  component: function PartnerRoute() {
    return <PartnerPage {...Route.useLoaderData()} region={Route.useSearch().region} />
  },
})
