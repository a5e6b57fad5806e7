import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '브랜드 소개'

export const Route = createFileRoute('/_default/korea')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="서울에서 시작한 독립 전자담배 브랜드의 이야기를 소개합니다." />,
})
