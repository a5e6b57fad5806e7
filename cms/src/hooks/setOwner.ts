import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'

/** A consumer's new record is theirs, whatever the request said (fields/customer). */
export const setOwner: CollectionBeforeChangeHook = ({ data, operation, req: { user } }) => {
  if (operation === 'create' && isCustomerUser(user)) data.customer = user!.id
  return data
}
