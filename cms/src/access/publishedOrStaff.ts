import type { Access } from 'payload'
import { isStaffUser } from './roles'

/** Staff read drafts too; everyone else reads published documents only. */
export const publishedOrStaff: Access = ({ req: { user } }) => isStaffUser(user) || { _status: { equals: 'published' } }
