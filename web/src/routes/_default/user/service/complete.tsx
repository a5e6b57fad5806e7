import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = 'A/S 신청 완료'

export const Route = createFileRoute('/_default/user/service/complete')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="A/S 신청이 접수되었습니다. 진행 상황은 마이페이지에서 확인하실 수 있습니다." />,
})
