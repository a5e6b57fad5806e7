// Staff roles (docs/product.md#roles-and-rights). Only `users` carry them; other auth collections never pass these checks.
import type { PayloadRequest } from 'payload'

import type { Role } from '@storefront/rules/roles'

export { roleLabels, roles, type Role } from '@storefront/rules/roles'

type User = PayloadRequest['user']

/** True when `user` is a staff user holding one of `allowed`. */
export const hasRole = (user: User, ...allowed: Role[]): boolean => user?.collection === 'users' && allowed.includes(user.role as Role)

/** True when `user` is a staff user of any role: admin, manager or staff (the `isStaff` access rule). */
export const isStaffUser = (user: User): boolean => hasRole(user, 'admin', 'manager', 'staff')

/** True when `user` is a consumer recognised by the Firebase strategy (`customers`). */
export const isCustomerUser = (user: User): boolean => user?.collection === 'customers'
