import { createFileRoute, redirect } from '@tanstack/react-router'
import { ACTION_TITLES, isCompleteActionLink, validateActionSearch } from '~/features/auth/action-modes'
import { EmailActionPage } from '~/features/auth/EmailActionPage'
import { sessionFunctions } from '~/features/auth/require-user'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'

const actionFunctions = loadOnce(() => import('~/features/auth/action.functions'))
const INVALID_CODE = '/__/account/invalid-code'

// Firebase's e-mail action links (the project's action URL points here): password reset, e-mail
// verification and the rest. A link that is incomplete, used, expired or forged goes to invalid-code.
export const Route = createFileRoute('/_account/__/account/reset-password')({
  validateSearch: validateActionSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    if (!isCompleteActionLink(deps)) throw redirect({ href: INVALID_CODE, replace: true })
    const { inspectEmailAction } = await actionFunctions()
    const inspected = await inspectEmailAction({ data: { mode: deps.mode, oobCode: deps.oobCode, continueUrl: deps.continueUrl } })
    if (!inspected.valid) throw redirect({ href: INVALID_CODE, replace: true })
    const firebaseConfig = deps.mode === 'signIn' ? await sessionFunctions().then(({ getFirebaseClientConfig }) => getFirebaseClientConfig()) : null
    const { email, previousEmail, continuePath } = inspected
    return { mode: deps.mode, oobCode: deps.oobCode, email, previousEmail, continuePath, firebaseConfig }
  },
  // Loaded once per visit: a code is checked, then used by the page, never checked again behind it.
  staleTime: Number.POSITIVE_INFINITY,
  head: (context) => pageHead(context.loaderData ? ACTION_TITLES[context.loaderData.mode] : '계정 관리')(context),
  component: function EmailActionRoute() {
    return <EmailActionPage action={Route.useLoaderData()} />
  },
})
