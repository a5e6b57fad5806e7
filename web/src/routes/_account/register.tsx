import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '회원가입'

export const Route = createFileRoute('/_account/register')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="이메일로 가입하고 정품 등록과 A/S 신청을 시작해 보세요." />,
})
