import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam } from '~/features/navigation/params'

const TITLE = 'A/S 상세'

export const Route = createFileRoute('/_default/user/service/view/$serviceId')({
  params: { parse: (params) => ({ serviceId: idParam(params.serviceId) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="접수하신 A/S의 처리 내역을 확인합니다." />,
})
