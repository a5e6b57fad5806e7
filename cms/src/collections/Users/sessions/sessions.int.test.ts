// Staff sessions end (개인정보의 안전성 확보조치 기준 제6조, docs/decisions/0076): after IDLE_MS with
// no request, LIFETIME_MS after sign-in whatever the activity, and everywhere at once when the
// member's role, password or deactivation changes. The clock is the session's own rows, set back.
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { dbFor } from '@/lib/db'
import { staffLogin } from '@storefront/rules/staff-login'
import { removeUsers, rest, restPost, staffSession, staffWithTotp, testPayload } from '@/test/payload'
import { IDLE_MS, LIFETIME_MS, SEEN_EVERY_MS } from './limits'

describe('staff sessions', () => {
  let payload: Payload
  let admin: { user: User; headers: Record<string, string> }
  const made: User[] = []

  /** A member of `role` signed in: their token, and the id of the session it names. */
  async function signedIn(role: 'staff' | 'manager' = 'staff') {
    const member = await staffWithTotp(payload, role)
    made.push(member.user)
    // The password, then a code of the member's authenticator app (docs/decisions/0075).
    const { token } = await staffLogin(restPost(), member)
    const [row] = await sessionRows(member.user.id)
    return { ...member, headers: { authorization: `JWT ${token}` }, sid: row!.id }
  }
  const sessionRows = async (userId: number) =>
    (await (await dbFor(payload)).execute(sql`SELECT "id", "created_at", "seen_at" FROM "users_sessions" WHERE "_parent_id" = ${userId}`)).rows as {
      id: string
      created_at: string
      seen_at: string | null
    }[]
  const setSession = async (sid: string, { createdAgo, seenAgo }: { createdAgo?: number; seenAgo?: number }) => {
    const db = await dbFor(payload)
    if (createdAgo !== undefined)
      await db.execute(sql`UPDATE "users_sessions" SET "created_at" = ${new Date(Date.now() - createdAgo).toISOString()} WHERE "id" = ${sid}`)
    if (seenAgo !== undefined)
      await db.execute(sql`UPDATE "users_sessions" SET "seen_at" = ${new Date(Date.now() - seenAgo).toISOString()} WHERE "id" = ${sid}`)
  }
  const statusOf = async (headers: Record<string, string>, path = '/users/session') => (await rest(path, { headers })).status
  const patch = (id: number, data: object) =>
    rest(`/users/${id}`, { method: 'PATCH', headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify(data) })

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffSession(payload, 'admin')
    made.push(admin.user)
  })

  afterAll(() => removeUsers(payload, made))

  it('answers a live session with its deadlines, and a look at them is not a request of the member', async () => {
    const member = await signedIn()
    await setSession(member.sid, { seenAgo: 2 * SEEN_EVERY_MS })
    const before = (await sessionRows(member.user.id))[0]!.seen_at
    const response = await rest('/users/session', { headers: member.headers })
    expect(response.status).toBe(200)
    const { idleEndsAt, endsAt } = (await response.json()) as { idleEndsAt: string; endsAt: string }
    expect(Date.parse(idleEndsAt)).toBe(Date.parse(before!) + IDLE_MS)
    expect(Date.parse(endsAt)).toBe(Date.parse((await sessionRows(member.user.id))[0]!.created_at) + LIFETIME_MS)
    expect((await sessionRows(member.user.id))[0]!.seen_at).toBe(before)
  })

  it("records a request at most once every SEEN_EVERY_MS, and the panel's POST at once", async () => {
    const member = await signedIn()
    await setSession(member.sid, { seenAgo: SEEN_EVERY_MS / 2 })
    const fresh = (await sessionRows(member.user.id))[0]!.seen_at
    expect(await statusOf(member.headers, `/users/${member.user.id}`)).toBe(200)
    expect((await sessionRows(member.user.id))[0]!.seen_at).toBe(fresh)

    await setSession(member.sid, { seenAgo: SEEN_EVERY_MS + 1_000 })
    expect(await statusOf(member.headers, `/users/${member.user.id}`)).toBe(200)
    expect(Date.now() - Date.parse((await sessionRows(member.user.id))[0]!.seen_at!)).toBeLessThan(SEEN_EVERY_MS / 2)

    await setSession(member.sid, { seenAgo: SEEN_EVERY_MS / 2 })
    expect((await rest('/users/session', { method: 'POST', headers: member.headers })).status).toBe(200)
    expect(Date.now() - Date.parse((await sessionRows(member.user.id))[0]!.seen_at!)).toBeLessThan(5_000)
  })

  it('refuses a session idle for the timeout, and ends it', async () => {
    const member = await signedIn()
    await setSession(member.sid, { seenAgo: IDLE_MS - 10_000 })
    expect(await statusOf(member.headers)).toBe(200)
    await setSession(member.sid, { seenAgo: IDLE_MS + 1_000 })
    expect(await statusOf(member.headers)).toBe(401)
    expect(await statusOf(member.headers, `/users/${member.user.id}`)).toBe(403)
    expect(await sessionRows(member.user.id)).toEqual([])
  })

  it('refuses a session past its lifetime, however busy', async () => {
    const member = await signedIn()
    await setSession(member.sid, { createdAgo: LIFETIME_MS + 1_000, seenAgo: 0 })
    expect(await statusOf(member.headers)).toBe(401)
    expect(await sessionRows(member.user.id)).toEqual([])
  })

  it('signs a member out everywhere when their role changes', async () => {
    const member = await signedIn()
    const other = await signedIn()
    expect(await statusOf(member.headers)).toBe(200)
    expect((await patch(member.user.id, { role: 'manager' })).status).toBe(200)
    expect(await statusOf(member.headers)).toBe(401)
    expect(await sessionRows(member.user.id)).toEqual([])
    // Nobody else's.
    expect(await statusOf(other.headers)).toBe(200)
  })

  it('signs a member out everywhere when an admin sets their password', async () => {
    const member = await signedIn()
    expect((await patch(member.user.id, { password: `Pw-${randomUUID()}` })).status).toBe(200)
    expect(await statusOf(member.headers)).toBe(401)
  })

  it('signs a deactivated member out and lets them sign in nowhere until activated again', async () => {
    const member = await signedIn()
    expect((await patch(member.user.id, { deactivated: true })).status).toBe(200)
    expect(await statusOf(member.headers)).toBe(401)
    const login = () =>
      rest('/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.user.email, password: member.password }),
      })
    const refused = await login()
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      '비활성화된 계정입니다. 다시 쓰려면 관리자에게 활성화를 요청하세요.',
    )
    expect(await sessionRows(member.user.id)).toEqual([])
    expect((await patch(member.user.id, { deactivated: false })).status).toBe(200)
    expect((await login()).status).toBe(200)
    await staffLogin(restPost(), member)
    expect(await sessionRows(member.user.id)).toHaveLength(1)
  })

  it('lets only admins deactivate a member', async () => {
    const member = await signedIn('manager')
    const byManager = await rest(`/users/${admin.user.id}`, {
      method: 'PATCH',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ deactivated: true }),
    })
    expect(byManager.status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: admin.user.id })).deactivated).toBe(false)
  })
})
