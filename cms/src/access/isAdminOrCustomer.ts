import type { PayloadRequest } from 'payload'
import { hasRole, isCustomerUser } from './roles'

/** Creating consumer-owned records: consumers (for themselves, see the collection hooks) and admins. */
export const isAdminOrCustomer = ({ req: { user } }: { req: PayloadRequest }): boolean => hasRole(user, 'admin') || isCustomerUser(user)
