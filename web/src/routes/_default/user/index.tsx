import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { MyPage } from '~/features/user/MyPage'

const accountFunctions = loadOnce(() => import('~/features/user/account.functions'))

export const Route = createFileRoute('/_default/user/')({
  loader: async ({ location }) => {
    const [{ getMyAccount }, { getFirebaseClientConfig }] = await Promise.all([accountFunctions(), sessionFunctions()])
    const [account, firebaseConfig] = await Promise.all([getMyAccount(), getFirebaseClientConfig()])
    // Signed out between the route's check and now (a revoked session): log in again.
    if (!account) throw redirect({ to: '/login', search: { redirect: location.href } })
    return { account, firebaseConfig }
  },
  head: pageHead('마이페이지'),
  component: function UserRoute() {
    const { account, firebaseConfig } = Route.useLoaderData()
    return <MyPage account={account} firebaseConfig={firebaseConfig} />
  },
})
