import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read every document; everyone else only those marked active (e.g. open shops). */
export const activeOrStaff: Access = ({ req: { user } }) => hasRole(user, 'admin', 'manager', 'staff') || { active: { equals: true } }
