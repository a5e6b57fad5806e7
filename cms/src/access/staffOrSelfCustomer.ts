import type { Access } from 'payload'
import { isCustomerUser, isStaffUser } from './roles'

/** The `customers` collection: every staff role sees all; a consumer only their own record. */
export const staffOrSelfCustomer: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (isCustomerUser(user)) return { id: { equals: user!.id } }
  return false
}
