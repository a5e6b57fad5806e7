import { safeRedirectTarget } from '@storefront/rules/redirect-target'
import { redirect } from '@tanstack/react-router'
import { sessionFunctions } from './require-user'

/**
 * The `redirect` query of the login pages, and `error` (why a Kakao login came back). A plain
 * function, not zod: route options are in every page's bundle.
 */
export const validateLoginSearch = (search: Record<string, unknown>): { redirect?: string; error?: string } => ({
  redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  error: typeof search.error === 'string' ? search.error : undefined,
})

/** A signed-in visitor has nothing to do on a login page: straight on to where they were going. */
export async function redirectIfSignedIn(search: { redirect?: string }) {
  // On demand, like every server function called from route options (require-user.ts).
  const { getCurrentUser } = await sessionFunctions()
  if (await getCurrentUser()) throw redirect({ href: safeRedirectTarget(search.redirect) })
}

/** Where a new account goes: my page, unless it was on its way somewhere. */
export function afterRegistration(redirectQuery: string | undefined): string {
  const target = safeRedirectTarget(redirectQuery)
  return target === '/' ? '/user' : target
}
