import type { CollectionConfig, FieldAccess } from 'payload'
import { isAdmin } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isStaff } from '@/access/isStaff'
import { hasRole, roleLabels, roles } from '@/access/roles'
import { env } from '@/env'
import { firstRegister } from './endpoints/firstRegister'
import { loginInTurn } from './endpoints/loginInTurn'
import { passwordReset } from './endpoints/passwordReset'
import { beginPasskey, beginTotp, finishPasskey, finishSignIn, finishTotp, listFactors, removeFactor, resetFactors } from './endpoints/secondFactor'
import { sessionDeadlines } from './endpoints/sessionDeadlines'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { keepLastAdminOnDelete, keepLastAdminOnDemote } from './hooks/keepLastAdmin'
import { keepPasswordHistoryOurs, passwordRules, passwordRulesOnReset } from './hooks/passwordRules'
import { recordAccountChanges, recordRemoval, recordUnlock, refuseDeactivated } from './hooks/recordAccountChanges'
import { secondFactorGate } from './secondFactor/gate'
import { LIFETIME_MS } from './sessions/limits'
import { staffSessionLimits } from './sessions/strategy'

const ownEmailOrLead: FieldAccess = ({ req: { user }, doc }) =>
  hasRole(user, 'admin', 'manager') || (user?.collection === 'users' && doc !== undefined && doc.id === user.id)

/** Staff accounts of the admin panel. Consumers are `customers` (Firebase), never users. */
export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  labels: { singular: '직원', plural: '직원' },
  admin: { group: '계정', useAsTitle: 'name', defaultColumns: ['name', 'email', 'role', 'deactivated'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: !env.LOCAL_RUN },
    // The session, not the token, decides (sessions/strategy.ts: idle timeout, lifetime). The token
    // lasts an hour past the lifetime so that the panel's own timers, which follow the token's
    // expiry and would leave the page, never come before our warning and sign-in dialog.
    tokenExpiration: LIFETIME_MS / 1000 + 3600,
    strategies: [staffSessionLimits],
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
  // A password and a second factor for every sign-in (docs/decisions/0075): the password step in
  // turn per account (two people signing in to one account at once kept both sessions only by
  // chance), the second step, the factors' own endpoints, and Payload's reset and first-user
  // registration without the sign-in by password alone they would add; the session's deadlines (sessions/).
  endpoints: [
    loginInTurn,
    finishSignIn,
    beginTotp,
    finishTotp,
    beginPasskey,
    finishPasskey,
    listFactors,
    removeFactor,
    resetFactors,
    passwordReset,
    firstRegister,
    ...sessionDeadlines,
  ],
  hooks: {
    beforeOperation: [passwordRulesOnReset],
    beforeValidate: [keepPasswordHistoryOurs],
    beforeChange: [firstUserIsAdmin, keepLastAdminOnDemote, passwordRules],
    afterChange: [recordAccountChanges],
    beforeDelete: [keepLastAdminOnDelete],
    afterDelete: [recordRemoval],
    afterOperation: [recordUnlock],
    // A deactivated member is refused before the second factor is even asked for.
    beforeLogin: [refuseDeactivated, secondFactorGate],
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
    {
      name: 'deactivated',
      type: 'checkbox',
      label: '비활성',
      defaultValue: false,
      // Only admins take a member's access away or give it back; it ends their sessions (hooks/recordAccountChanges).
      access: { create: isAdmin, update: isAdmin },
      admin: { position: 'sidebar', description: '비활성 계정은 로그인할 수 없고, 체크하는 즉시 모든 기기에서 로그아웃됩니다.' },
    },
    // The salts and hashes of the two passwords before the current one (password/history.ts), never shown.
    { name: 'passwordHistory', type: 'json', hidden: true },
    // Payload's own session list, with the time of each session's last recorded request (sessions/limits.ts).
    { name: 'sessions', type: 'array', fields: [{ name: 'seenAt', type: 'date' }] },
    // The sealed second factors (secondFactor/state.ts): read and written only by the endpoints, never through the API or the panel.
    { name: 'secondFactor', type: 'text', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
    // The member's own factors on their account page; an admin's reset button on another member's.
    {
      name: 'secondFactorPanel',
      type: 'ui',
      label: '2단계 인증',
      admin: { components: { Field: '@/collections/Users/secondFactor/ui/FactorsField#FactorsField' } },
    },
  ],
}
