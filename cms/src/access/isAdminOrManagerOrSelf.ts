import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins and managers: every user. Staff: only their own user document. */
export const isAdminOrManagerOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'manager')) return true
  if (user?.collection === 'users') return { id: { equals: user.id } }
  return false
}
