import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { MyPage } from '~/features/user/MyPage'

export const Route = createFileRoute('/_default/user/')({
  head: pageHead('마이페이지'),
  component: function UserRoute() {
    const { user } = Route.useRouteContext()
    return <MyPage user={user} />
  },
})
