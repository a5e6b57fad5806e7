import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '개인정보처리방침'

export const Route = createFileRoute('/_default/terms/privacy')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="고객님의 개인정보를 어떻게 수집하고 보호하는지 안내합니다." />,
})
