import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '이용약관'

export const Route = createFileRoute('/_default/terms/service')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="서비스 이용에 관한 약관을 안내합니다." />,
})
