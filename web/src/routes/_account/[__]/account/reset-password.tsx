import { createFileRoute } from '@tanstack/react-router'
import { ACTION_TITLES, validateActionSearch } from '~/features/auth/action-modes'
import { EmailActionPage } from '~/features/auth/EmailActionPage'
import { loadEmailAction } from '~/features/auth/email-action-route'
import { pageHead } from '~/features/layout/site-meta'

// Firebase's e-mail action links (the project's action URL points here): password reset, e-mail
// verification and the rest.
export const Route = createFileRoute('/_account/__/account/reset-password')({
  validateSearch: validateActionSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadEmailAction(deps),
  // Loaded once per visit: a code is checked, then used by the page, never checked again behind it.
  staleTime: Number.POSITIVE_INFINITY,
  head: (context) => pageHead(context.loaderData ? ACTION_TITLES[context.loaderData.mode] : '계정 관리')(context),
  component: function EmailActionRoute() {
    return <EmailActionPage action={Route.useLoaderData()} />
  },
})
