import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isStaff } from '@/access/isStaff'
import { hasRole, roleLabels, roles } from '@/access/roles'
import { env } from '@/env'
import { loginInTurn } from './endpoints/loginInTurn'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { keepLastAdminOnDelete, keepLastAdminOnDemote } from './hooks/keepLastAdmin'

const ownEmailOrLead: FieldAccess = ({ req: { user }, doc }) =>
  hasRole(user, 'admin', 'manager') || (user?.collection === 'users' && doc !== undefined && doc.id === user.id)

/** Staff accounts of the admin panel. Consumers are `customers` (Firebase), never users. */
export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  labels: { singular: '직원', plural: '직원' },
  admin: { group: '계정', useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: !env.LOCAL_RUN },
  },
  access: {
    admin: isStaff,
    create: isAdmin,
    // The whole team, so a desk sees who has a request; staff do not see colleagues' e-mail (below).
    read: isStaff,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // Payload's login, one at a time per account: signing in at once, two people kept both sessions only by chance.
  endpoints: [loginInTurn],
  hooks: {
    beforeChange: [firstUserIsAdmin, keepLastAdminOnDemote],
    beforeDelete: [keepLastAdminOnDelete],
  },
  fields: [
    // Payload's own e-mail field, with one rule added: staff read their own address only, and cannot query others'.
    { name: 'email', type: 'email', label: '이메일', access: { read: ownEmailOrLead } },
    { name: 'name', type: 'text', label: '이름', required: true },
    {
      name: 'role',
      type: 'select',
      label: '역할',
      required: true,
      defaultValue: 'staff',
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      // Read by access checks on every request without a database lookup.
      saveToJWT: true,
      // Only admins assign roles, so nobody can raise their own.
      access: { create: isAdmin, update: isAdmin },
      admin: { position: 'sidebar' },
    },
  ],
}
