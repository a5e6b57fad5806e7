import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'

const TITLE = '설문 완료'

export const Route = createFileRoute('/_default/survey/$slug/complete')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="소중한 의견을 보내 주셔서 감사합니다." />,
})
