import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { sessionFunctions } from '~/features/auth/require-user'
import { LoginPage } from '~/features/auth/LoginPage'
import { safeRedirectTarget } from '~/features/auth/redirect-target'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/login/')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('로그인'),
  component: function LoginRoute() {
    const firebaseConfig = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <LoginPage firebaseConfig={firebaseConfig} redirectTo={safeRedirectTarget(redirect)} />
  },
})
