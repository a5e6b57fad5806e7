import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'

const TITLE = '비밀번호 찾기'

export const Route = createFileRoute('/_account/forgot-password')({
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="가입하신 이메일로 비밀번호 재설정 링크를 보내 드립니다." />,
})
