import type { Access } from 'payload'
import { hasRole, isCustomerUser } from './roles'

/** Consumer-owned records: admins change all; a consumer only their own. */
export const adminOrOwner: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (isCustomerUser(user)) return { customer: { equals: user!.id } }
  return false
}
