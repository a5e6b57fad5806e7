// Staff password resets go out through the same SMTP path as the A/S mails (the catcher in tests).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { json } from '@/test/fixtures'
import { createUser, removeUsers, rest, testPayload } from '@/test/payload'

const catcher = process.env.MAIL_CATCHER_URL!

describe('staff password reset mail', () => {
  let payload: Payload
  let staff: User
  beforeAll(async () => {
    payload = await testPayload()
    staff = await createUser(payload, 'staff')
  })
  afterAll(() => removeUsers(payload, [staff]))

  it('reaches the staff member with the link to the admin panel’s reset page', async () => {
    expect((await rest('/users/forgot-password', json('POST', { email: staff.email }))).status).toBe(200)
    const mailsTo = async () => (await (await fetch(`${catcher}/messages?to=${encodeURIComponent(staff.email)}`)).json()) as { subject: string; html: string }[]
    await expect.poll(async () => (await mailsTo()).length, { timeout: 15_000 }).toBe(1)
    const [mail] = await mailsTo()
    expect(mail.html).toMatch(/\/admin\/reset\/[0-9a-f]+/)
    expect(mail.subject).toMatch(/[가-힣]/)
  })
})
