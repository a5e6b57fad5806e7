import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '~/features/auth/RegisterPage'
import { redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { safeRedirectTarget } from '@storefront/cms/redirect-target'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/register')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('회원가입'),
  component: function RegisterRoute() {
    const firebaseConfig = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    // A new account lands on my page unless it was on its way somewhere.
    const target = safeRedirectTarget(redirect)
    return <RegisterPage firebaseConfig={firebaseConfig} redirectTo={target === '/' ? '/user' : target} />
  },
})
