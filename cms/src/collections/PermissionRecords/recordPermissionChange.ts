import type { PayloadRequest } from 'payload'
import { isStaffUser } from '@/access/roles'
import { requestOrigin } from '../AccessRecords/recordAccess'

/** What happened to a staff account's access, as the admin panel names it. */
export const PERMISSION_CHANGES = {
  created: '계정 생성',
  'role-changed': '역할 변경',
  deactivated: '비활성화',
  reactivated: '다시 활성화',
  removed: '계정 삭제',
  locked: '계정 잠금',
  unlocked: '잠금 해제',
  'factor-enrolled': '2단계 인증 등록',
  'factor-removed': '2단계 인증 삭제',
  'factors-reset': '2단계 인증 초기화',
} as const
type PermissionChange = keyof typeof PERMISSION_CHANGES

type Change = {
  change: PermissionChange
  /** The account changed; its id is left out once the account is gone (a removal). */
  member: { id?: number | null; email: string }
  from?: string | null
  to?: string | null
}

/**
 * Adds one 접근권한 기록: the staff member of `req` (none: the system) did `change` to `member`,
 * from `from` to `to`, now, from the client address of `req`. Written in `req`'s transaction, so a
 * change that rolls back leaves no record of having happened. The one way records are written
 * (their collection refuses every create over the API): call it from any hook or endpoint that
 * grants, changes or takes away a staff member's access.
 */
export async function recordPermissionChange(req: PayloadRequest, { change, member, from = null, to = null }: Change): Promise<void> {
  const actor = isStaffUser(req.user) ? req.user : null
  const fromTo = from || to ? ` (${from ?? '—'} → ${to ?? '—'})` : ''
  await req.payload.create({
    collection: 'permission-records',
    data: {
      change,
      member: member.id ?? null,
      memberEmail: member.email,
      from,
      to,
      actor: actor?.id ?? null,
      actorEmail: actor ? String(actor.email ?? '') : null,
      summary: `${PERMISSION_CHANGES[change]} · ${member.email}${fromTo}`,
      ...requestOrigin(req),
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
