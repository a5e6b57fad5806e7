import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '~/features/auth/require-user'
import { ComingSoonPage } from '~/features/layout/ComingSoonPage'
import { pageHead } from '~/features/layout/site-meta'
import { serialParam } from '~/features/navigation/params'

const TITLE = 'A/S 신청'

export const Route = createFileRoute('/_default/service/$serialNumber')({
  params: { parse: (params) => ({ serialNumber: serialParam(params.serialNumber) }) },
  beforeLoad: ({ location }) => requireUser(location),
  head: pageHead(TITLE),
  component: () => <ComingSoonPage title={TITLE} lead="증상과 접수 방법을 알려 주시면 빠르게 도와드리겠습니다." />,
})
