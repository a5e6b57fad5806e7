import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam, oneOfParam } from '~/features/navigation/params'

const TITLE = '나의 보상 판매'
/** DESIGN §4: my eligible devices, and my requests for this event. */
const TABS = ['devices', 'requests'] as const

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/me/{-$tab}')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId), tab: oneOfParam(params.tab, TABS) }) },
  beforeLoad: ({ location }) => requireUser(location),
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="이번 보상 판매에 신청할 수 있는 기기와 신청 내역을 확인합니다." />,
})
