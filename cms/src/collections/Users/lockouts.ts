// 접근권한 기록 of lockouts (docs/decisions/0076). Payload locks an account after its fifth wrong
// password in a row for ten minutes (auth.maxLoginAttempts, lockTime), writing `lockUntil` outside
// any hook; the sign-in endpoint asks after each refusal whether it has just locked the account,
// and a lock that ran out is recorded as the time's unlock when the CMS first notices it: at the
// account's next sign-in, or in the minute's sweep (lockExpiryTask).
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import type { PermissionRecord, User } from '@/payload-types'
import { recordPermissionChange } from '@/collections/PermissionRecords/recordPermissionChange'

type Locked = Pick<User, 'id' | 'email' | 'lockUntil'>

const until = (lockUntil: string) => `${koreanDateTime(lockUntil)}까지`

const accountByEmail = (payload: Payload, email: string) =>
  payload.db.findOne<Locked>({ collection: 'users', where: { email: { equals: email } }, select: { id: true, email: true, lockUntil: true } })

async function lastLockRecord(payload: Payload, member: number): Promise<PermissionRecord | undefined> {
  const { docs } = await payload.find({
    collection: 'permission-records',
    where: { and: [{ member: { equals: member } }, { change: { in: ['locked', 'unlocked'] } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** After a refused sign-in of `email`: records the lock Payload has just put on the account, once per lock. */
export async function recordLockout(req: PayloadRequest, email: string): Promise<void> {
  const account = email ? await accountByEmail(req.payload, email) : null
  if (!account?.lockUntil || Date.parse(account.lockUntil) <= Date.now()) return
  const last = await lastLockRecord(req.payload, account.id)
  if (last?.change === 'locked' && last.to === until(account.lockUntil)) return
  await recordPermissionChange(req, { change: 'locked', member: account, from: '잠기지 않음', to: until(account.lockUntil) })
}

/** Records a lock of `account` that ran out as the time's unlock, and clears it as Payload would at the next sign-in. */
async function recordLockEnd(req: PayloadRequest, account: Locked): Promise<void> {
  if (!account.lockUntil || Date.parse(account.lockUntil) > Date.now()) return
  await req.payload.db.updateOne({ collection: 'users', id: account.id, data: { lockUntil: null, loginAttempts: 0 }, returning: false })
  await recordPermissionChange(req, { change: 'unlocked', member: account, from: until(account.lockUntil), to: '잠금 시간 경과로 해제' })
}

/** Before a sign-in of `email`: a lock of the account that ran out is recorded first. */
export async function recordLockEndOf(req: PayloadRequest, email: string): Promise<void> {
  const account = email ? await accountByEmail(req.payload, email) : null
  if (account) await recordLockEnd(req, account)
}

/** Every lock that ran out and nobody has signed in since, recorded as the time's unlock. */
export async function recordLockEnds(req: PayloadRequest): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { lockUntil: { less_than_equal: new Date().toISOString() } },
    select: { id: true, email: true, lockUntil: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // lockUntil is one of Payload's hidden auth fields.
    showHiddenFields: true,
  })
  for (const account of docs) await recordLockEnd(req, account)
  return docs.length
}

/** Each minute, through the jobs queue's `daily` queue (looked at once a minute). */
export const lockExpiryTask: TaskConfig<'lockExpiry'> = {
  slug: 'lockExpiry',
  label: '잠금 시간이 지난 직원 계정 기록',
  schedule: [{ cron: '0 * * * * *', queue: 'daily' }],
  outputSchema: [{ name: 'unlocked', type: 'number' }],
  handler: async ({ req }) => ({ output: { unlocked: await recordLockEnds(req) } }),
}
