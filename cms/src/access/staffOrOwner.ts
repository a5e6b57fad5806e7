import type { Access } from 'payload'
import { isCustomerUser, isStaffUser } from './roles'

/** Consumer-owned records: every staff role sees all; a consumer only those whose `customer` is them. */
export const staffOrOwner: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  if (isCustomerUser(user)) return { customer: { equals: user!.id } }
  return false
}
