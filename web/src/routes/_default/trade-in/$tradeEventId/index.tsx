import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam } from '~/features/navigation/params'

const TITLE = '보상 판매'

export const Route = createFileRoute('/_default/trade-in/$tradeEventId/')({
  params: { parse: (params) => ({ tradeEventId: idParam(params.tradeEventId) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="사용하시던 기기를 보내 주시면 새 제품 구매 시 보상해 드립니다." />,
})
