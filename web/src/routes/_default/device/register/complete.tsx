import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '정품 등록 완료'

export const Route = createFileRoute('/_default/device/register/complete')({
  beforeLoad: ({ location }) => requireUser(location),
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="정품 등록이 완료되었습니다. 보증 기간을 확인해 보세요." />,
})
