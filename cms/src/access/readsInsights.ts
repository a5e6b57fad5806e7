import type { PayloadRequest } from 'payload'
import { isStaffUser } from './roles'

/**
 * Who reads the insights (docs/product.md#insights): every staff role, staff included ("can read
 * the insights, but cannot define a program"); never a customer or a visitor.
 */
export const readsInsights = (user: PayloadRequest['user']): boolean => isStaffUser(user)
