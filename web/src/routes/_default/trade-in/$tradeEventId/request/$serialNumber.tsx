import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam, serialParam } from '~/features/navigation/params'

const TITLE = '보상 판매 신청'

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/request/$serialNumber')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId), serialNumber: serialParam(params.serialNumber) }) },
  beforeLoad: ({ location }) => requireUser(location),
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="보상 판매를 신청할 기기의 상태와 보내실 방법을 알려 주세요." />,
})
