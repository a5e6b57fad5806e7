import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '제휴 매장 구매 제품 안내'

export const Route = createFileRoute('/_default/device/partner')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="제휴 매장에서 구매하신 제품의 정품 등록 방법을 안내합니다." />,
})
