// Staff passwords keep the Korean guidance's rule on create, on change and on reset, each refusal in
// Korean, and never come back within three (docs/decisions/0076).
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { PASSWORD_MESSAGES } from './passwordRule'

type Refusal = { errors: { message: string; data?: { errors?: { message: string; path: string }[] } }[] }
/** The message of the password field's refusal, as the panel shows it under the field. */
const fieldMessage = async (response: Response) =>
  ((await response.json()) as Refusal).errors[0]?.data?.errors?.find(({ path }) => path === 'password')?.message

describe('staff passwords', () => {
  let payload: Payload
  let admin: { user: User; headers: Record<string, string> }
  const made: User[] = []

  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' })
  const createStaff = (password: string, email = `pw-${randomUUID().slice(0, 8)}@storefront.test`) =>
    rest('/users', { method: 'POST', headers: json(admin.headers), body: JSON.stringify({ email, name: '비밀번호 확인', role: 'staff', password }) })

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffSession(payload, 'admin')
    made.push(admin.user)
  })

  afterAll(() => removeUsers(payload, made))

  it('refuses a new account a weak, e-mail-like or breached password, in Korean', async () => {
    for (const [password, message, email] of [
      ['hanriver7', PASSWORD_MESSAGES.length],
      ['correcthorsebatterys', PASSWORD_MESSAGES.length],
      ['jiwoo.park2026!', PASSWORD_MESSAGES.email, 'jiwoo.park@storefront.test'],
      ['Password123!', PASSWORD_MESSAGES.common],
      ['1q2w3e4r5t', PASSWORD_MESSAGES.common],
    ] as const) {
      const response = await createStaff(password, email)
      expect(response.status, password).toBe(400)
      expect(await fieldMessage(response), password).toBe(message)
    }
    const accepted = await createStaff(`Pw-${randomUUID()}`)
    expect(accepted.status).toBe(201)
    made.push(((await accepted.json()) as { doc: User }).doc)
  })

  it('refuses a changed password that is one of the last three, and takes a fourth-last again', async () => {
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => `Pw-${randomUUID()}`)
    const created = await createStaff(first!)
    const member = ((await created.json()) as { doc: User }).doc
    made.push(member)
    const change = (password: string) => rest(`/users/${member.id}`, { method: 'PATCH', headers: json(admin.headers), body: JSON.stringify({ password }) })

    const weak = await change('hanriver7')
    expect(weak.status).toBe(400)
    expect(await fieldMessage(weak)).toBe(PASSWORD_MESSAGES.length)
    const same = await change(first!)
    expect(same.status).toBe(400)
    expect(await fieldMessage(same)).toBe(PASSWORD_MESSAGES.reused)
    expect((await change(second!)).status).toBe(200)
    expect((await change(third!)).status).toBe(200)
    for (const used of [first!, second!, third!]) expect(await fieldMessage(await change(used))).toBe(PASSWORD_MESSAGES.reused)
    expect((await change(fourth!)).status).toBe(200)
    // Now three changes back: the first may come again.
    expect((await change(first!)).status).toBe(200)

    // Only salts and hashes are kept, and never shown.
    const stored = await payload.db.findOne<{ id: number; passwordHistory: unknown }>({ collection: 'users', where: { id: { equals: member.id } } })
    expect(JSON.stringify(stored?.passwordHistory)).not.toContain(fourth)
    expect(stored?.passwordHistory).toEqual([expect.objectContaining({ salt: expect.any(String), hash: expect.any(String) }), expect.anything()])
    const shown = await (await rest(`/users/${member.id}`, { headers: admin.headers })).json()
    expect(shown).not.toHaveProperty('passwordHistory')
  })

  it('holds a reset link to the same rule and history', async () => {
    const current = `Pw-${randomUUID()}`
    const member = ((await (await createStaff(current)).json()) as { doc: User }).doc
    made.push(member)
    const reset = async (password: string) => {
      const token = await payload.forgotPassword({ collection: 'users', data: { email: member.email }, disableEmail: true })
      return rest('/users/reset-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password }) })
    }
    const weak = await reset('aaaaaa111111')
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as Refusal).errors[0]?.message).toBe(PASSWORD_MESSAGES.common)
    const reused = await reset(current)
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as Refusal).errors[0]?.message).toBe(PASSWORD_MESSAGES.reused)
    expect((await reset(`Pw-${randomUUID()}`)).status).toBe(200)
    expect((await reset(current)).status).toBe(400)
  })
})
