import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { PartnerPage } from '~/features/partner/PartnerPage'

const partnerFunctions = loadOnce(() => import('~/features/partner/partner.functions'))

export const Route = createFileRoute('/_default/device/partner')({
  loader: () => partnerFunctions().then(({ getPartnerShops }) => getPartnerShops()),
  head: pageHead('제휴 매장 구매 제품 안내'),
  component: function PartnerRoute() {
    return <PartnerPage shops={Route.useLoaderData()} />
  },
})
