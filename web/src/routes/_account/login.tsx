import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '~/features/auth/LoginPage'
import { safeRedirectTarget } from '~/features/auth/redirect-target'
import { getCurrentUser, getFirebaseClientConfig } from '~/features/auth/session.functions'

export const Route = createFileRoute('/_account/login')({
  // A plain function, not zod: route options are in the bundle every page loads.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  beforeLoad: async ({ search }) => {
    if (await getCurrentUser()) throw redirect({ href: safeRedirectTarget(search.redirect) })
  },
  loader: () => getFirebaseClientConfig(),
  component: function LoginRoute() {
    const firebaseConfig = Route.useLoaderData()
    const { redirect } = Route.useSearch()
    return <LoginPage firebaseConfig={firebaseConfig} redirectTo={safeRedirectTarget(redirect)} />
  },
})
