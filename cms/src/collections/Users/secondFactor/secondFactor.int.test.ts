// A staff sign-in needs the password and a second factor, over every path Payload offers (docs/decisions/0075).
import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordStep, staffLogin, totpCode, totpStepAt } from '@storefront/rules/staff-login'
import { dbFor } from '@/lib/db'
import type { User } from '@/payload-types'
import { json } from '@/test/fixtures'
import { createUser, removeUsers, rest, restPost, staffSession, staffWithTotp, testPayload } from '@/test/payload'
import { newRecoveryCodes, saveFactors } from './state'

const post = restPost()
const secondStep = (challenge: string, code: string) => post('/api/users/login/second-factor', { challenge, code })
const whoHolds = async (token: string) =>
  ((await (await rest('/users/me', { headers: { authorization: `JWT ${token}` } })).json()) as { user: User | null }).user?.id

describe('staff second factor', () => {
  let payload: Payload
  const created: User[] = []
  const member = async () => {
    const staff = await staffWithTotp(payload, 'staff')
    created.push(staff.user)
    return staff
  }

  beforeAll(async () => {
    payload = await testPayload()
  })
  afterAll(() => removeUsers(payload, created))

  it('gives no token and no cookie for a right password alone, over REST and the Local API', async () => {
    const staff = await member()
    const answer = await rest('/users/login', json('POST', { email: staff.email, password: staff.password }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toBeNull()
    const body = (await answer.json()) as Record<string, unknown> & { secondFactor: { next: string; challenge: string; methods: string[] } }
    expect(body.token).toBeUndefined()
    expect(body.user).toBeUndefined()
    expect(body.secondFactor).toMatchObject({ next: 'verify', methods: ['totp'] })
    // The challenge is not a session.
    expect((await rest('/users/me', { headers: { authorization: `JWT ${body.secondFactor.challenge}` } })).status).toBe(200)
    expect(await whoHolds(body.secondFactor.challenge)).toBeUndefined()
    await expect(payload.login({ collection: 'users', data: { email: staff.email, password: staff.password } })).rejects.toThrow('2단계 인증이 필요합니다')
  })

  it('signs in with a TOTP code once, and refuses the same code again', async () => {
    const staff = await member()
    const step = totpStepAt()
    const first = await passwordStep(post, staff)
    const signedIn = await secondStep(first.challenge, totpCode(staff.totpSecret, step))
    expect(signedIn.status).toBe(200)
    expect(await whoHolds((signedIn.body as { token: string }).token)).toBe(staff.user.id)
    const again = await passwordStep(post, staff)
    const replayed = await secondStep(again.challenge, totpCode(staff.totpSecret, step))
    expect(replayed.status).toBe(401)
    expect(JSON.stringify(replayed.body)).toContain('인증 코드가 맞지 않습니다')
    // Nor an earlier step's, even one never used.
    expect((await secondStep(again.challenge, totpCode(staff.totpSecret, step - 1))).status).toBe(401)
  })

  it('takes a recovery code once', async () => {
    const staff = await member()
    const recovery = newRecoveryCodes()
    await saveFactors({ payload }, staff.user.id, {
      passkeys: [],
      recoveryCodes: recovery.hashes,
      totp: { secret: staff.totpSecret, addedAt: new Date().toISOString() },
    })
    const code = recovery.codes[3]!
    const first = await secondStep((await passwordStep(post, staff)).challenge, code.toUpperCase())
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ recoveryCodesLeft: 9 })
    expect((await secondStep((await passwordStep(post, staff)).challenge, code)).status).toBe(401)
  })

  it('counts wrong codes toward the lockout with wrong passwords: five, and even the right code is refused', async () => {
    const staff = await member()
    const { challenge } = await passwordStep(post, staff)
    expect((await rest('/users/login', json('POST', { email: staff.email, password: 'wrong' }))).status).toBe(401)
    for (let attempt = 0; attempt < 4; attempt++) expect((await secondStep(challenge, '000000')).status).toBe(401)
    const locked = await secondStep(challenge, totpCode(staff.totpSecret, totpStepAt()))
    expect(locked.status).toBe(401)
    expect(JSON.stringify(locked.body)).toMatch(/잠겼|locked/i)
    expect((await rest('/users/login', json('POST', { email: staff.email, password: staff.password }))).status).toBe(401)
  })

  it('lets only an admin reset a member’s factors, which ends the member’s sessions', async () => {
    const staff = await member()
    const { token } = await staffLogin(post, staff)
    const [asStaff, asManager, asAdmin] = await Promise.all((['staff', 'manager', 'admin'] as const).map((role) => staffSession(payload, role)))
    created.push(asStaff.user, asManager.user, asAdmin.user)
    const reset = (headers: Record<string, string>) => rest(`/users/${staff.user.id}/second-factor/reset`, { method: 'POST', headers })
    expect((await reset(asStaff.headers)).status).toBe(403)
    expect((await reset(asManager.headers)).status).toBe(403)
    expect((await reset({})).status).toBe(403)
    expect(await whoHolds(token)).toBe(staff.user.id)
    expect((await reset(asAdmin.headers)).status).toBe(200)
    expect(await whoHolds(token)).toBeUndefined()
    // Nor does the ended session's token refresh.
    const refreshed = await rest('/users/refresh-token', { method: 'POST', headers: { authorization: `JWT ${token}` } })
    expect(refreshed.status).not.toBe(200)
    expect(((await refreshed.json()) as { refreshedToken?: string }).refreshedToken).toBeUndefined()
    // The next sign-in enrols anew, and the old authenticator's codes no longer count.
    const next = await passwordStep(post, staff)
    expect(next.next).toBe('enrol')
    expect((await secondStep(next.challenge, totpCode(staff.totpSecret, totpStepAt() + 1))).status).toBe(401)
  })

  it('enrols an authenticator app at the first sign-in: signed in, with ten recovery codes', async () => {
    const password = randomUUID()
    const newcomer = await createUser(payload, 'staff', password)
    created.push(newcomer)
    const { challenge, next } = await passwordStep(post, { email: newcomer.email, password })
    expect(next).toBe('enrol')
    const begun = (await post('/api/users/second-factor/totp/begin', { challenge })).body as { secret: string; qrSvg: string; enrolment: string }
    expect(begun.qrSvg).toMatch(/^<svg/)
    const done = await post('/api/users/second-factor/totp', { challenge, enrolment: begun.enrolment, code: totpCode(begun.secret, totpStepAt()) })
    expect(done.status).toBe(200)
    const body = done.body as { token: string; recoveryCodes: string[] }
    expect(body.recoveryCodes).toHaveLength(10)
    expect(await whoHolds(body.token)).toBe(newcomer.id)
    // The same challenge enrols nothing more: the account has a factor now.
    expect((await post('/api/users/second-factor/totp/begin', { challenge })).status).toBe(409)
  })

  it('keeps the secret sealed: not the plaintext in the database, not in any answer', async () => {
    const staff = await member()
    const db = await dbFor(payload)
    const { rows } = await db.execute(sql`select second_factor from users where id = ${staff.user.id}`)
    const stored = String((rows[0] as { second_factor: string }).second_factor)
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(staff.totpSecret)
    expect(Buffer.from(stored.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(staff.totpSecret)
    const admin = await staffSession(payload, 'admin')
    created.push(admin.user)
    const read = await (await rest(`/users/${staff.user.id}`, { headers: admin.headers })).json()
    expect(read).not.toHaveProperty('secondFactor')
    expect(JSON.stringify(read)).not.toContain(staff.totpSecret)
  })

  it('gives no token on a password reset, and ends the sessions the old password held', async () => {
    const staff = await member()
    const { token: before } = await staffLogin(post, staff)
    expect((await rest('/users/forgot-password', json('POST', { email: staff.email }))).status).toBe(200)
    const { resetPasswordToken } = (await payload.db.findOne<{ id: number; resetPasswordToken: string }>({
      collection: 'users',
      where: { id: { equals: staff.user.id } },
    }))!
    const answer = await rest('/users/reset-password', json('POST', { token: resetPasswordToken, password: 'a-new-password-1234' }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await answer.json()).not.toHaveProperty('token')
    expect(await whoHolds(before)).toBeUndefined()
    // The new password is a first step like any other.
    expect((await passwordStep(post, { email: staff.email, password: 'a-new-password-1234' })).next).toBe('verify')
  })

  it('gives no token through first-user registration or a refresh without a session', async () => {
    const registered = await rest(
      '/users/first-register',
      json('POST', { email: 'late-first@storefront.test', password: 'x'.repeat(12), name: '늦은 첫 사용자' }),
    )
    expect(registered.status).toBe(403)
    expect(registered.headers.get('set-cookie')).toBeNull()
    const refreshed = await rest('/users/refresh-token', { method: 'POST' })
    expect(refreshed.headers.get('set-cookie')).toBeNull()
    expect(await refreshed.json()).not.toHaveProperty('refreshedToken')
  })
})
