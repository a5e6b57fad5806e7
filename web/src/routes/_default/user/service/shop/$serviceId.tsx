import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam } from '~/features/navigation/params'

const TITLE = 'A/S 매장 선택'

export const Route = createFileRoute('/_default/user/service/shop/$serviceId')({
  params: { parse: (params) => ({ serviceId: idParam(params.serviceId) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="A/S를 받으실 매장을 선택하거나 변경합니다." />,
})
