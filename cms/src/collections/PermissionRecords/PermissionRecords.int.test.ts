// 접근권한 기록 (docs/decisions/0076): each staff account made, its role changed, deactivated or
// removed, each lockout and unlock, with who, whom, from what to what, when and from where; admins
// read them, no role writes, changes or deletes one; the retention task removes them after three years.
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PermissionRecord, User } from '@/payload-types'
import { dbFor } from '@/lib/db'
import { recordLockEnds } from '@/collections/Users/lockouts'
import { applyRetention } from '@/jobs/retention/retention'
import { RETENTION } from '@/jobs/retention/periods'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

type Session = { user: User; headers: Record<string, string> }

describe('permission records', () => {
  let payload: Payload
  let admin: Session
  let manager: Session
  let staff: Session
  const made: User[] = []

  const recordsOf = async (email: string) =>
    (await payload.find({ collection: 'permission-records', where: { memberEmail: { equals: email } }, sort: 'createdAt', depth: 0, pagination: false })).docs
  const asAdmin = (ip: string, init: RequestInit & { body?: string } = {}) => ({
    ...init,
    headers: { ...admin.headers, 'content-type': 'application/json', 'x-forwarded-for': ip },
  })
  const login = (email: string, password: string) =>
    rest('/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
      body: JSON.stringify({ email, password }),
    })

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffSession(payload, 'admin')
    manager = await staffSession(payload, 'manager')
    staff = await staffSession(payload, 'staff')
    made.push(admin.user, manager.user, staff.user)
  })

  afterAll(() => removeUsers(payload, made))

  it('records a member made, their role changed, deactivated and removed: by whom, from what to what, from where', async () => {
    const email = `story-${randomUUID().slice(0, 8)}@storefront.test`
    const created = await rest(
      '/users',
      asAdmin('203.0.113.10', { method: 'POST', body: JSON.stringify({ email, name: '기록 확인', role: 'staff', password: `Pw-${randomUUID()}` }) }),
    )
    expect(created.status).toBe(201)
    const member = ((await created.json()) as { doc: User }).doc
    expect((await rest(`/users/${member.id}`, asAdmin('203.0.113.11', { method: 'PATCH', body: JSON.stringify({ role: 'manager' }) }))).status).toBe(200)
    expect((await rest(`/users/${member.id}`, asAdmin('203.0.113.12', { method: 'PATCH', body: JSON.stringify({ name: '이름만 바꿈' }) }))).status).toBe(200)
    expect((await rest(`/users/${member.id}`, asAdmin('203.0.113.13', { method: 'PATCH', body: JSON.stringify({ deactivated: true }) }))).status).toBe(200)
    expect((await rest(`/users/${member.id}`, asAdmin('203.0.113.14', { method: 'DELETE' }))).status).toBe(200)

    const records = await recordsOf(email)
    const by = { actor: admin.user.id, actorEmail: admin.user.email, memberEmail: email }
    expect(records).toEqual([
      expect.objectContaining({ ...by, change: 'created', from: null, to: '스태프', ip: '203.0.113.10', path: '/api/users' }),
      expect.objectContaining({ ...by, change: 'role-changed', from: '스태프', to: '매니저', ip: '203.0.113.11', path: `/api/users/${member.id}` }),
      expect.objectContaining({ ...by, change: 'deactivated', from: '활성', to: '비활성', ip: '203.0.113.13' }),
      expect.objectContaining({ ...by, change: 'removed', from: '매니저', member: null, ip: '203.0.113.14' }),
    ])
    // The records of the member's life outlive the account: their link is gone, their e-mail stays.
    expect(records.every((record) => record.member === null)).toBe(true)
    expect(records[1]?.summary).toBe(`역할 변경 · ${email} (스태프 → 매니저)`)
  })

  it('records a lockout once, an admin lifting it, and a lock that ran out', async () => {
    const password = `Pw-${randomUUID()}`
    const member = await payload.create({
      collection: 'users',
      data: { email: `lock-${randomUUID().slice(0, 8)}@storefront.test`, name: '잠금', role: 'staff', password },
    })
    made.push(member)
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login(member.email, 'Wrong-password-1')).status).not.toBe(200)
    const locked = await recordsOf(member.email)
    expect(locked.map(({ change }) => change)).toEqual(['created', 'locked'])
    expect(locked[1]).toMatchObject({ actor: null, actorEmail: null, member: member.id, ip: '198.51.100.9', to: expect.stringMatching(/까지$/) })

    const unlock = await rest('/users/unlock', asAdmin('203.0.113.20', { method: 'POST', body: JSON.stringify({ email: member.email }) }))
    expect(unlock.status).toBe(200)
    expect(await recordsOf(member.email)).toEqual([
      expect.anything(),
      expect.anything(),
      expect.objectContaining({ change: 'unlocked', actor: admin.user.id, to: '관리자가 해제', ip: '203.0.113.20' }),
    ])
    expect((await login(member.email, password)).status).toBe(200)

    // Locked again, and the ten minutes pass (set back in the database): the minute's sweep records it once.
    for (let attempt = 0; attempt < 5; attempt += 1) await login(member.email, 'Wrong-password-1')
    await (await dbFor(payload)).execute(sql`UPDATE "users" SET "lock_until" = ${new Date(Date.now() - 1_000).toISOString()} WHERE "id" = ${member.id}`)
    const req = await createLocalReq({}, payload)
    await recordLockEnds(req)
    await recordLockEnds(req)
    const last = (await recordsOf(member.email)).slice(3)
    expect(last).toEqual([
      expect.objectContaining({ change: 'locked' }),
      expect.objectContaining({ change: 'unlocked', actor: null, to: '잠금 시간 경과로 해제' }),
    ])
    expect((await login(member.email, password)).status).toBe(200)
  })

  it('lets admins alone read them, and no role create, change or delete one', async () => {
    const [record] = (await payload.find({ collection: 'permission-records', limit: 1, depth: 0 })).docs as PermissionRecord[]
    expect(record).toBeDefined()
    const forged = JSON.stringify({ change: 'created', memberEmail: 'forged@storefront.test', to: '관리자' })
    for (const who of [admin, manager, staff]) {
      const headers = { ...who.headers, 'content-type': 'application/json' }
      expect((await rest('/permission-records', { method: 'POST', headers, body: forged })).status).toBe(403)
      expect((await rest(`/permission-records/${record!.id}`, { method: 'PATCH', headers, body: JSON.stringify({ to: '관리자' }) })).status).toBe(403)
      expect((await rest(`/permission-records/${record!.id}`, { method: 'DELETE', headers })).status).toBe(403)
      const where = `where[id][equals]=${record!.id}`
      expect((await rest(`/permission-records?${where}`, { method: 'PATCH', headers, body: JSON.stringify({ to: '관리자' }) })).status).toBe(403)
      expect((await rest(`/permission-records?${where}`, { method: 'DELETE', headers })).status).toBe(403)
      // GraphQL is not served at all (docs/decisions/0048).
      expect(
        (await rest('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: 'mutation { deletePermissionRecord(id: 1) { id } }' }) })).status,
      ).toBe(404)
      expect((await rest(`/permission-records/${record!.id}`, { headers })).status).toBe(who === admin ? 200 : 403)
    }
    expect(await payload.findByID({ collection: 'permission-records', id: record!.id, depth: 0 })).toEqual(record)
  })

  it('keeps them three years, then the retention task deletes them', async () => {
    const write = async (daysAgo: number) => {
      const record = await payload.create({ collection: 'permission-records', data: { change: 'created', memberEmail: `old-${randomUUID()}@storefront.test` } })
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
      await (await dbFor(payload)).execute(sql`UPDATE "permission_records" SET "created_at" = ${at} WHERE "id" = ${record.id}`)
      return record.id
    }
    const past = await write(RETENTION.permissionRecords.days + 1)
    const inside = await write(RETENTION.permissionRecords.days - 1)
    const result = await applyRetention(payload)
    expect(result.permissionRecordsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'permission-records', where: { id: { in: [past, inside] } }, depth: 0 })
    expect(left.docs.map(({ id }) => id)).toEqual([inside])
  })
})
