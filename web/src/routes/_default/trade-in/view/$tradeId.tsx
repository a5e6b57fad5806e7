import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam } from '~/features/navigation/params'

const TITLE = '보상 판매 신청 내역'

export const Route = createFileRoute('/_default/trade-in/view/$tradeId')({
  params: { parse: (params) => ({ tradeId: idParam(params.tradeId) }) },
  beforeLoad: ({ location }) => requireUser(location),
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="신청하신 보상 판매의 진행 상황을 확인합니다." />,
})
