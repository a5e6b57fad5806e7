import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { MyPage } from '~/features/user/MyPage'
import { loadMyPage } from '~/features/user/my-page-route'
import { PERSONAL_DATA, PERSONAL_ROUTE } from '~/features/navigation/personal-data'

export const Route = createFileRoute('/_default/user/')({
  ...PERSONAL_ROUTE,
  loader: { ...PERSONAL_DATA, handler: ({ location }) => loadMyPage(location.href) },
  head: pageHead('마이페이지'),
  component: function UserRoute() {
    const { account, firebaseConfig, tradeIns, surveys } = Route.useLoaderData()
    return <MyPage account={account} firebaseConfig={firebaseConfig} tradeIns={tradeIns} surveys={surveys} />
  },
})
