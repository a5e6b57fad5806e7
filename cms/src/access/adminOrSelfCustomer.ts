import type { Access } from 'payload'
import { hasRole, isCustomerUser } from './roles'

/** The `customers` collection: admins change all; a consumer only their own record. */
export const adminOrSelfCustomer: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (isCustomerUser(user)) return { id: { equals: user!.id } }
  return false
}
