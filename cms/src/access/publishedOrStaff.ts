import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read drafts too; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'manager', 'staff') || { _status: { equals: 'published' } }
