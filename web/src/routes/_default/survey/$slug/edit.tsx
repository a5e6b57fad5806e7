import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'

const TITLE = '응답 수정'

export const Route = createFileRoute('/_default/survey/$slug/edit')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="제출하신 응답을 수정할 수 있습니다." />,
})
