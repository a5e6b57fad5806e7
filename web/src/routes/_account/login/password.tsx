import { createFileRoute } from '@tanstack/react-router'
import { PasswordLoginPage } from '~/features/auth/PasswordLoginPage'
import { redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/login/password')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('이메일 로그인'),
  component: function PasswordLoginRoute() {
    const firebaseConfig = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <PasswordLoginPage firebaseConfig={firebaseConfig} redirectTo={safeRedirectTarget(redirect)} />
  },
})
