import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins: every user. Other staff: only their own user document. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (user?.collection === 'users') return { id: { equals: user.id } }
  return false
}
