import type { Access } from 'payload'
import { isStaffUser } from './roles'

/** Staff read every document; everyone else only those marked active (e.g. open shops). */
export const activeOrStaff: Access = ({ req: { user } }) => isStaffUser(user) || { active: { equals: true } }
