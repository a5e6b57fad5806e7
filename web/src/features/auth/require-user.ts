import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getCurrentUser } from './session.functions'

/**
 * `beforeLoad` of private routes: signed-out visitors go to /login, which brings them back to
 * the full path they asked for. Data behind private pages checks the session again on its own.
 */
export async function requireUser(location: ParsedLocation) {
  const user = await getCurrentUser()
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
  return { user }
}
