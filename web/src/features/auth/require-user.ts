import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { loadOnce } from '~/features/navigation/load-once'

// On demand: route options are in the JavaScript every page loads first; server functions'
// client runtime need not be.
export const sessionFunctions = loadOnce(() => import('./session.functions'))

/**
 * `beforeLoad` of private routes: signed-out visitors go to /login, which brings them back to
 * the full path they asked for. Data behind private pages checks the session again on its own.
 */
export async function requireUser(location: ParsedLocation) {
  const { getCurrentUser } = await sessionFunctions()
  const user = await getCurrentUser()
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
  return { user }
}
