import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = 'A/S 신청'

export const Route = createFileRoute('/_default/user/service/')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="등록하신 기기 중 A/S를 받을 기기를 선택해 주세요." />,
})
