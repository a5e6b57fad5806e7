import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

describe('document locks of the admin panel', () => {
  let payload: Payload
  let staff: { user: User; headers: Record<string, string> }
  let consumer: Consumer

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffSession(payload, 'staff')
    consumer = await signUpConsumer()
  })

  afterAll(() => removeUsers(payload, [staff.user]))

  it('are for staff: consumers can neither read nor take them', async () => {
    expect((await rest('/payload-locked-documents', { headers: staff.headers })).status).toBe(200)
    expect((await rest('/payload-locked-documents', { headers: consumer.headers })).status).toBe(403)
    const lock = { globalSlug: 'site', user: { relationTo: 'customers', value: 1 } }
    expect((await rest('/payload-locked-documents', json('POST', lock, consumer.headers))).status).toBe(403)
  })
})
