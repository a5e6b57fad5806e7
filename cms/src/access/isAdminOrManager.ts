import type { PayloadRequest } from 'payload'
import { hasRole } from './roles'

export const isAdminOrManager = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin', 'manager')
