import { createFileRoute } from '@tanstack/react-router'
import { afterRegistration, redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { RegisterPage } from '~/features/user/RegisterPage'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/register')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('회원가입'),
  component: function RegisterRoute() {
    const { redirect } = Route.useSearch()
    return <RegisterPage firebaseConfig={Route.useLoaderData()} redirectTo={afterRegistration(redirect)} />
  },
})
