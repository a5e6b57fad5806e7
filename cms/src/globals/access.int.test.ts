import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { seed } from '@/seed'
import { createUser, removeUsers, rest, testPayload } from '@/test/payload'

const globals = ['footer', 'site', 'home'] as const

describe.each(globals)('global %s: read by anyone, edited by managers and admins', (slug) => {
  let payload: Payload
  let staff: User
  let manager: User
  let admin: User

  beforeAll(async () => {
    payload = await testPayload()
    // Saved content to read back; the seed never overwrites it.
    await seed(payload, { password: 'storefront-demo', siteUrl: env.WEB_URL })
    ;[staff, manager, admin] = await Promise.all([createUser(payload, 'staff'), createUser(payload, 'manager'), createUser(payload, 'admin')])
  })

  afterAll(() => removeUsers(payload, [staff, manager, admin]))

  it('is readable anonymously over REST', async () => {
    const response = await rest(`/globals/${slug}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ globalType: slug, updatedAt: expect.any(String) })
  })

  it('cannot be changed anonymously, over REST or the Local API', async () => {
    const before = await payload.findGlobal({ slug })
    const response = await rest(`/globals/${slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brandName: '변조', copyrightYear: 1999 }),
    })
    expect(response.status).toBe(403)
    await expect(payload.updateGlobal({ slug, data: {}, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    expect(await payload.findGlobal({ slug })).toEqual(before)
  })

  it('cannot be changed by staff', async () => {
    await expect(payload.updateGlobal({ slug, data: {}, overrideAccess: false, user: staff })).rejects.toMatchObject({ status: 403 })
  })

  it('can be changed by a manager and an admin', async () => {
    for (const user of [manager, admin]) {
      const before = await payload.findGlobal({ slug })
      const after = await payload.updateGlobal({ slug, data: {}, overrideAccess: false, user })
      expect(after.updatedAt).not.toBe(before.updatedAt)
    }
  })
})
