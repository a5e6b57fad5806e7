import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { MyPage } from '~/features/user/MyPage'
import { loadMyPage } from '~/features/user/my-page-route'

export const Route = createFileRoute('/_default/user/')({
  loader: ({ location }) => loadMyPage(location.href),
  head: pageHead('마이페이지'),
  component: function UserRoute() {
    const { account, firebaseConfig, tradeIns } = Route.useLoaderData()
    return <MyPage account={account} firebaseConfig={firebaseConfig} tradeIns={tradeIns} />
  },
})
