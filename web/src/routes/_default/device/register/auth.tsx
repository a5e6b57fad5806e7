import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '본인 확인'

export const Route = createFileRoute('/_default/device/register/auth')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="정품 등록을 위해 로그인하고 성인 인증을 진행합니다." />,
})
