import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '보증 약관 동의'

export const Route = createFileRoute('/_default/device/register/license')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="보증 약관과 개인정보 수집에 동의하고 구매 정보를 입력합니다." />,
})
