// Every change to a member's second factors goes through here, and only here: enrolling, removing
// and an admin's reset are 접근권한 기록 (docs/decisions/0075, 0076); a recovery code spent is a log
// line (the member still holds the factor).
import type { PayloadRequest } from 'payload'
import { recordPermissionChange } from '@/collections/PermissionRecords/recordPermissionChange'
import { type FactorKind, rawUser } from './state'

export type FactorEvent =
  | { event: 'enrolled'; member: number | string; kind: FactorKind }
  | { event: 'removed'; member: number | string; kind: FactorKind }
  | { event: 'reset'; member: number | string; by: number | string }
  | { event: 'recovery-code-used'; member: number | string; left: number }

const kindLabels: Record<FactorKind, string> = { totp: '인증 앱', passkey: '패스키' }

export async function recordFactorEvent(req: PayloadRequest, event: FactorEvent): Promise<void> {
  if (event.event === 'recovery-code-used') {
    req.payload.logger.info({ msg: 'second factor: a recovery code used', member: event.member, left: event.left })
    return
  }
  const account = await rawUser(req, event.member)
  const member = { id: Number(event.member), email: account?.email ?? '' }
  if (event.event === 'enrolled') await recordPermissionChange(req, { change: 'factor-enrolled', member, to: kindLabels[event.kind] })
  else if (event.event === 'removed') await recordPermissionChange(req, { change: 'factor-removed', member, from: kindLabels[event.kind] })
  else await recordPermissionChange(req, { change: 'factors-reset', member, from: '등록된 2단계 인증', to: '없음 (다음 로그인 때 다시 등록)' })
}
