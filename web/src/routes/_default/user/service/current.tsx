import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '진행 중인 A/S'

export const Route = createFileRoute('/_default/user/service/current')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="접수하신 A/S의 진행 상황을 확인합니다." />,
})
