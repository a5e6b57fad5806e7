import { createFileRoute } from '@tanstack/react-router'
import { redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { sessionFunctions } from '~/features/auth/require-user'
import { LoginPage } from '~/features/auth/LoginPage'
import { safeRedirectTarget } from '~/features/auth/redirect-target'
import { pageHead } from '~/features/layout/site-meta'

// E-mail and password sign-in. /login offers the same form until the Kakao login joins it there.
export const Route = createFileRoute('/_account/login/password')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('이메일 로그인'),
  component: function PasswordLoginRoute() {
    const firebaseConfig = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <LoginPage title="이메일 로그인" firebaseConfig={firebaseConfig} redirectTo={safeRedirectTarget(redirect)} />
  },
})
