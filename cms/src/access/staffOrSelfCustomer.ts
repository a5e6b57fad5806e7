import type { Access } from 'payload'
import { hasRole, isCustomerUser } from './roles'

/** The `customers` collection: every staff role sees all; a consumer only their own record. */
export const staffOrSelfCustomer: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'manager', 'staff')) return true
  if (isCustomerUser(user)) return { id: { equals: user!.id } }
  return false
}
