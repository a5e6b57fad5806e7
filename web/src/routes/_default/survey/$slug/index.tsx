import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { slugParam } from '~/features/navigation/params'

const TITLE = '설문조사'

export const Route = createFileRoute('/_default/survey/$slug/')({
  params: { parse: (params) => ({ slug: slugParam(params.slug) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="잠시 시간을 내어 의견을 들려주세요." />,
})
