import type { PayloadRequest } from 'payload'
import { hasRole } from './roles'

/**
 * Who may submit a survey response: consumers and visitors (hooks decide which surveys need a
 * login) and admins. Managers and staff read and export responses; they do not write them.
 */
export const respondents = ({ req: { user } }: { req: PayloadRequest }): boolean => !hasRole(user, 'manager', 'staff')
