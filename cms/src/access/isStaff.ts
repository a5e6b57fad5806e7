import type { PayloadRequest } from 'payload'
import { hasRole } from './roles'

/** Any staff role: admin, manager or staff. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin', 'manager', 'staff')
