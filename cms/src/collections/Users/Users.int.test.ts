import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { passwordStep } from '@storefront/rules/staff-login'
import { newRecoveryCodes, saveFactors } from '@/collections/Users/secondFactor/state'
import { createUser, removeUsers, rest, restPost, testPayload } from '@/test/payload'

const forbidden = { status: 403 }

describe('users: who may do what (docs/product.md, roles and rights)', () => {
  let payload: Payload
  let admin: User
  let manager: User
  let staff: User
  const created: User[] = []

  const roleOf = async (user: User) => (await payload.findByID({ collection: 'users', id: user.id })).role
  const newUserData = () => ({ email: `new-${randomUUID()}@storefront.test`, name: '신규', password: `Pw-${randomUUID()}`, role: 'staff' as const })

  beforeAll(async () => {
    payload = await testPayload()
    // Admin first: on an empty database the first user becomes an admin whatever it asks for.
    admin = await createUser(payload, 'admin')
    manager = await createUser(payload, 'manager')
    staff = await createUser(payload, 'staff')
    created.push(admin, manager, staff)
  })

  afterAll(() => removeUsers(payload, created))

  it('lets only admins create users', async () => {
    for (const user of [staff, manager]) {
      await expect(payload.create({ collection: 'users', data: newUserData(), overrideAccess: false, user })).rejects.toMatchObject(forbidden)
    }
    const made = await payload.create({
      collection: 'users',
      data: { ...newUserData(), role: 'manager' },
      overrideAccess: false,
      user: admin,
    })
    created.push(made)
    expect(made.role).toBe('manager')
  })

  it('lets only admins delete users', async () => {
    const victim = await createUser(payload, 'staff')
    created.push(victim)
    for (const user of [staff, manager]) {
      await expect(payload.delete({ collection: 'users', id: victim.id, overrideAccess: false, user })).rejects.toMatchObject(forbidden)
    }
    await payload.delete({ collection: 'users', id: victim.id, overrideAccess: false, user: admin })
    expect((await payload.count({ collection: 'users', where: { id: { equals: victim.id } } })).totalDocs).toBe(0)
  })

  it("shows staff the team's names but only their own e-mail, managers and admins everything", async () => {
    const seenBy = async (user: User) => (await payload.find({ collection: 'users', overrideAccess: false, user, pagination: false })).docs
    const byStaff = await seenBy(staff)
    expect(byStaff.map((doc) => doc.id)).toEqual(expect.arrayContaining([admin.id, manager.id, staff.id]))
    for (const doc of byStaff) expect(doc.email).toBe(doc.id === staff.id ? staff.email : undefined)
    expect(byStaff.find((doc) => doc.id === manager.id)?.name).toBe(manager.name)
    // Nor by asking for it: a query on e-mail is refused, so it cannot tell whose an address is.
    await expect(payload.find({ collection: 'users', where: { email: { equals: manager.email } }, overrideAccess: false, user: staff })).rejects.toMatchObject({
      status: 400,
    })
    for (const user of [manager, admin]) {
      const seen = await seenBy(user)
      expect(seen.find((doc) => doc.id === staff.id)?.email).toBe(staff.email)
    }
  })

  it('lets staff edit their own name but not raise their own role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: staff.id,
      data: { name: '이름 변경', role: 'admin' },
      overrideAccess: false,
      user: staff,
    })
    expect(updated.name).toBe('이름 변경')
    expect(await roleOf(staff)).toBe('staff')
  })

  it('does not let staff edit someone else', async () => {
    await expect(payload.update({ collection: 'users', id: manager.id, data: { name: '침입' }, overrideAccess: false, user: staff })).rejects.toMatchObject(
      forbidden,
    )
    expect((await payload.findByID({ collection: 'users', id: manager.id })).name).toBe(manager.name)
  })

  it('does not let a manager change roles, their own or anyone else’s', async () => {
    await payload.update({ collection: 'users', id: manager.id, data: { role: 'admin' }, overrideAccess: false, user: manager })
    expect(await roleOf(manager)).toBe('manager')
    await expect(payload.update({ collection: 'users', id: staff.id, data: { role: 'manager' }, overrideAccess: false, user: manager })).rejects.toMatchObject(
      forbidden,
    )
    expect(await roleOf(staff)).toBe('staff')
  })

  it('lets an admin change roles', async () => {
    await payload.update({ collection: 'users', id: staff.id, data: { role: 'manager' }, overrideAccess: false, user: admin })
    expect(await roleOf(staff)).toBe('manager')
    await payload.update({ collection: 'users', id: staff.id, data: { role: 'staff' }, overrideAccess: false, user: admin })
    expect(await roleOf(staff)).toBe('staff')
  })

  it('keeps every session of a shared account signed in at the same moment: each stays signed in', async () => {
    const password = randomUUID()
    const desk = await createUser(payload, 'staff', password)
    created.push(desk)
    // Six people at one desk account, each with a recovery code of its own (a TOTP step signs in only once).
    const recovery = newRecoveryCodes()
    await saveFactors({ payload }, desk.id, {
      passkeys: [],
      recoveryCodes: recovery.hashes,
      totp: { secret: 'JBSWY3DPEHPK3PXP', addedAt: new Date().toISOString() },
    })
    const post = restPost()
    const signIn = async (code: string) => {
      const { challenge } = await passwordStep(post, { email: desk.email, password })
      return post('/api/users/login/second-factor', { challenge, code })
    }
    const answers = await Promise.all(recovery.codes.slice(0, 6).map(signIn))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const tokens = answers.map((answer) => (answer.body as { token: string }).token)
    // Every token still names a session of the account: each person stays signed in.
    const who = await Promise.all(
      tokens.map(async (token) => ((await (await rest('/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: User | null }).user?.id),
    )
    expect(who).toEqual(Array(6).fill(desk.id))
    // A wrong password is still refused, and changes nothing.
    expect(
      (
        await rest('/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: desk.email, password: 'wrong' }),
        })
      ).status,
    ).toBe(401)
  })

  describe('the last admin', () => {
    let otherAdmins: User[] = []

    // Make `admin` the only admin for these tests; the others get their role back afterwards.
    beforeAll(async () => {
      otherAdmins = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' }, id: { not_equals: admin.id } }, pagination: false })).docs
      for (const other of otherAdmins) await payload.update({ collection: 'users', id: other.id, data: { role: 'manager' } })
    })

    afterAll(async () => {
      for (const other of otherAdmins) await payload.update({ collection: 'users', id: other.id, data: { role: 'admin' } })
    })

    it('cannot be demoted, not even by themselves', async () => {
      await expect(payload.update({ collection: 'users', id: admin.id, data: { role: 'manager' }, overrideAccess: false, user: admin })).rejects.toThrow(
        '마지막 관리자의 역할은 변경할 수 없습니다',
      )
      expect(await roleOf(admin)).toBe('admin')
    })

    it('cannot be deleted', async () => {
      await expect(payload.delete({ collection: 'users', id: admin.id, overrideAccess: false, user: admin })).rejects.toThrow(
        '마지막 관리자는 삭제할 수 없습니다',
      )
      expect(await roleOf(admin)).toBe('admin')
    })

    it('can step down once another admin exists', async () => {
      const successor = await createUser(payload, 'admin')
      created.push(successor)
      await payload.update({ collection: 'users', id: admin.id, data: { role: 'manager' }, overrideAccess: false, user: admin })
      expect(await roleOf(admin)).toBe('manager')
      await payload.update({ collection: 'users', id: admin.id, data: { role: 'admin' }, overrideAccess: false, user: successor })
      await removeUsers(payload, [successor])
    })
  })
})
