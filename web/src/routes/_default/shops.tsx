import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '매장 찾기'

export const Route = createFileRoute('/_default/shops')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="가까운 직영점, 제휴 매장과 서비스 센터를 찾아보세요." />,
})
