import { createFileRoute } from '@tanstack/react-router'
import { MyPage } from '~/features/user/MyPage'

export const Route = createFileRoute('/_default/user/')({
  component: function UserRoute() {
    const { user } = Route.useRouteContext()
    return <MyPage user={user} />
  },
})
