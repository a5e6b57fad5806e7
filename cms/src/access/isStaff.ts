import type { PayloadRequest } from 'payload'
import { isStaffUser } from './roles'

/** Any staff role: admin, manager or staff. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)
