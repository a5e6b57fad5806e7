import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '내 기기'

export const Route = createFileRoute('/_default/user/device')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="등록하신 기기와 보증 기간을 확인합니다." />,
})
