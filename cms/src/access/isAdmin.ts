import type { PayloadRequest } from 'payload'
import { hasRole } from './roles'

// Typed on `req` alone so it serves as collection, global and field access.
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin')
