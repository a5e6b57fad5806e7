import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { idParam } from '~/features/navigation/params'

const TITLE = '게시글'

export const Route = createFileRoute('/_default/posts/$postId')({
  params: { parse: (params) => ({ postId: idParam(params.postId) }) },
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="공지사항과 이벤트, 보증 정책을 안내합니다." />,
})
