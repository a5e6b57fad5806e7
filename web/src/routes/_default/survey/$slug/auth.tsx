import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'

const TITLE = '설문 참여 확인'

export const Route = createFileRoute('/_default/survey/$slug/auth')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="이 설문은 로그인 후 참여하실 수 있습니다." />,
})
