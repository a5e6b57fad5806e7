import type { Access } from 'payload'
import { relationId } from '@storefront/rules/relation-id'
import { hasRole } from './roles'

/**
 * The access check's flags (access-alerts, docs/decisions/0077): admins all of them; a manager
 * those about the members of the teams they lead, never about themselves; staff none.
 */
export const adminOrTeamLeader: Access = async ({ req }) => {
  const user = req.user
  if (hasRole(user, 'admin')) return true
  if (!user || !hasRole(user, 'manager')) return false
  const { docs } = await req.payload.find({
    collection: 'teams',
    where: { leader: { equals: user.id } },
    select: { members: true },
    depth: 0,
    pagination: false,
    req,
  })
  const members = new Set(docs.flatMap((team) => (team.members ?? []).map(relationId)))
  members.delete(user.id as number)
  return members.size ? { staff: { in: [...members] } } : false
}
