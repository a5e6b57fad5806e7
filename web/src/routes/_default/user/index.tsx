import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { MyPage } from '~/features/user/MyPage'
import { loadMyPage } from '~/features/user/my-page-route'
import { PERSONAL_LOADER_RELOAD, PERSONAL_ROUTE_PRELOAD } from '~/features/navigation/personal-data'

export const Route = createFileRoute('/_default/user/')({
  ...PERSONAL_ROUTE_PRELOAD,
  loader: { ...PERSONAL_LOADER_RELOAD, handler: ({ location }) => loadMyPage(location.href) },
  head: pageHead('마이페이지'),
  component: function UserRoute() {
    const { account, firebaseConfig, tradeIns, surveys, dataRequests } = Route.useLoaderData()
    return <MyPage account={account} firebaseConfig={firebaseConfig} tradeIns={tradeIns} surveys={surveys} dataRequests={dataRequests} />
  },
})
