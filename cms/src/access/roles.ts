// Staff roles (DESIGN §3). Only `users` carry them; other auth collections never pass these checks.
import type { PayloadRequest } from 'payload'

export const roles = ['admin', 'manager', 'staff'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = { admin: '관리자', manager: '매니저', staff: '스태프' }

type User = PayloadRequest['user']

/** True when `user` is a staff user holding one of `allowed`. */
export const hasRole = (user: User, ...allowed: Role[]): boolean =>
  user?.collection === 'users' && allowed.includes(user.role as Role)

/** True when `user` is a consumer recognised by the Firebase strategy (`customers`). */
export const isCustomerUser = (user: User): boolean => user?.collection === 'customers'
