import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '비밀번호 재설정'

export const Route = createFileRoute('/_account/__/account/reset-password')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="이메일로 받으신 링크에서 새 비밀번호를 설정합니다." />,
})
