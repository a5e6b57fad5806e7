import { createFileRoute } from '@tanstack/react-router'
import { LoginChoicePage } from '~/features/auth/LoginChoicePage'
import { redirectIfSignedIn, validateLoginSearch } from '~/features/auth/login-route'
import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { pageHead } from '~/features/layout/site-meta'

export const Route = createFileRoute('/_account/login/')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  head: pageHead('로그인'),
  component: function LoginRoute() {
    const { redirect, error } = Route.useSearch()
    return <LoginChoicePage redirectTo={safeRedirectTarget(redirect)} error={error} />
  },
})
