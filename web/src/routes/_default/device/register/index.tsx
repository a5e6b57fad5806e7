import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '정품 등록'

export const Route = createFileRoute('/_default/device/register/')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="기기의 시리얼 번호로 정품 여부를 확인하고 보증을 등록하세요." />,
})
