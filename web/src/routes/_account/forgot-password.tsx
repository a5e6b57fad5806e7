import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '~/features/auth/ForgotPasswordPage'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/forgot-password')({
  loader: () => sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()),
  head: pageHead('비밀번호 찾기'),
  component: function ForgotPasswordRoute() {
    return <ForgotPasswordPage firebaseConfig={Route.useLoaderData()} />
  },
})
