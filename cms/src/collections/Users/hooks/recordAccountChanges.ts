import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
} from 'payload'
import { type Role, roleLabels } from '@/access/roles'
import type { User } from '@/payload-types'
import { recordPermissionChange } from '@/collections/PermissionRecords/recordPermissionChange'
import { endSessionsOf } from '../sessions/endSessions'

const roleLabel = (role: unknown) => roleLabels[role as Role] ?? String(role ?? '')
const stateLabel = (deactivated: unknown) => (deactivated ? '비활성' : '활성')

/**
 * 접근권한 기록 of an account made, its role changed, deactivated or activated again; a change of
 * role or a deactivation signs the member out everywhere (docs/decisions/0076). Payload itself ends
 * the other sessions of one whose password changed.
 */
export const recordAccountChanges: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  const member = { id: doc.id, email: doc.email ?? previousDoc?.email ?? '' }
  if (operation === 'create') {
    await recordPermissionChange(req, { change: 'created', member, to: roleLabel(doc.role) })
    return doc
  }
  let signOut = false
  if (previousDoc.role !== doc.role) {
    await recordPermissionChange(req, { change: 'role-changed', member, from: roleLabel(previousDoc.role), to: roleLabel(doc.role) })
    signOut = true
  }
  if (Boolean(previousDoc.deactivated) !== Boolean(doc.deactivated)) {
    const change = doc.deactivated ? 'deactivated' : 'reactivated'
    await recordPermissionChange(req, { change, member, from: stateLabel(previousDoc.deactivated), to: stateLabel(doc.deactivated) })
    signOut ||= Boolean(doc.deactivated)
  }
  if (signOut) await endSessionsOf(req, doc.id)
  return doc
}

/** 접근권한 기록 of an account removed: its e-mail stays on the record, the account no longer exists to link. */
export const recordRemoval: CollectionAfterDeleteHook<User> = async ({ doc, req }) => {
  await recordPermissionChange(req, { change: 'removed', member: { email: doc.email ?? '' }, from: roleLabel(doc.role) })
}

/** 접근권한 기록 of an admin lifting a lockout (POST /api/users/unlock). */
export const recordUnlock: CollectionAfterOperationHook<'users'> = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock') return result
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '').toLowerCase()
  const member = await req.payload.db.findOne<User>({ collection: 'users', where: { email: { equals: email } }, req })
  if (member) await recordPermissionChange(req, { change: 'unlocked', member, from: '잠김', to: '관리자가 해제' })
  return result
}

/** A deactivated member signs in nowhere, the reset link's sign-in included. */
export const refuseDeactivated: CollectionBeforeLoginHook<User> = ({ user }) => {
  if (user.deactivated) throw new APIError('비활성화된 계정입니다. 다시 쓰려면 관리자에게 활성화를 요청하세요.', 403, null, true)
  return user
}
