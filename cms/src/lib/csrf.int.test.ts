import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import type { User } from '@/payload-types'
import { richText } from '@/seed/lexical'
import { staffLogin } from '@storefront/rules/staff-login'
import { removeUsers, rest, restPost, staffWithTotp, testPayload } from '@/test/payload'

// The staff cookie (payload-token) goes with any request the browser makes to the CMS, including
// a form another site posts. It counts only from the admin panel's own origin.
describe('the admin cookie and other origins', () => {
  let payload: Payload
  let manager: User
  let cookie: string

  beforeAll(async () => {
    payload = await testPayload()
    const staff = await staffWithTotp(payload, 'manager')
    manager = staff.user
    // The cookie the panel's sign-in sets is Payload's token.
    cookie = `payload-token=${(await staffLogin(restPost({ origin: env.CMS_PUBLIC_URL }), staff)).token}`
  })

  afterAll(() => removeUsers(payload, [manager]))

  const formPost = (origin: string | null, title: string) => {
    const body = new FormData()
    body.append('_payload', JSON.stringify({ title, category: 'notice', content: richText('본문'), _status: 'draft' }))
    return rest('/posts', { method: 'POST', body, headers: { cookie, ...(origin && { origin }) } })
  }
  const stored = async (title: string) => (await payload.count({ collection: 'posts', where: { title: { equals: title } } })).totalDocs

  it('refuses a form post carrying the cookie from another origin, and stores nothing', async () => {
    const title = `다른 사이트 ${randomUUID()}`
    for (const origin of ['https://evil.example', env.WEB_URL, 'null']) {
      const response = await formPost(origin, title)
      expect([401, 403]).toContain(response.status)
    }
    expect(await stored(title)).toBe(0)
  })

  it('refuses the cookie without an Origin unless the browser says the request is same-site', async () => {
    const title = `출처 없음 ${randomUUID()}`
    expect([401, 403]).toContain((await formPost(null, title)).status)
    expect(await stored(title)).toBe(0)
  })

  it('takes the same post from the admin panel’s own origin', async () => {
    const title = `관리자 화면 ${randomUUID()}`
    expect((await formPost(env.CMS_PUBLIC_URL, title)).status).toBe(201)
    expect(await stored(title)).toBe(1)
  })

  it('grants no credentialed CORS to any origin: nothing in a browser calls the CMS from elsewhere', async () => {
    for (const origin of [env.WEB_URL, 'https://evil.example']) {
      const response = await rest('/posts', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})
