import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { previewLink } from '@/lib/previewLink'
import type { Post, User } from '@/payload-types'
import { hmacOf } from '@storefront/rules/hmac.server'
import { signToken } from '@storefront/rules/jwt.server'
import { createPreviewToken } from '@storefront/rules/preview-token.server'
import { createUser, removeUsers, rest, testPayload } from '@/test/payload'

const content = { root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [] } } as unknown as Post['content']

const draftOf = (token: string) => rest('/preview/draft', { headers: { 'x-preview-token': token } })

describe('draft preview (docs/decisions/0010)', () => {
  let payload: Payload
  let post: Post
  const users: User[] = []

  beforeAll(async () => {
    payload = await testPayload()
    post = await payload.create({ collection: 'posts', draft: true, data: { title: '미리보기 초안', category: 'notice', content, _status: 'draft' } })
  })
  afterAll(async () => {
    await payload.delete({ collection: 'posts', id: post.id })
    await removeUsers(payload, users)
  })

  it('answers the newest draft for a valid token, and nothing without one', async () => {
    const token = await createPreviewToken({ collection: 'posts', id: post.id, path: `/posts/${post.id}` }, env.PREVIEW_SECRET)
    const response = await draftOf(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect((await response.json()).doc).toMatchObject({ id: post.id, title: '미리보기 초안', _status: 'draft' })

    // The public API does not show it.
    expect((await rest(`/posts/${post.id}`)).status).toBe(404)
    expect((await draftOf('')).status).toBe(404)
    const forged = await createPreviewToken({ collection: 'posts', id: post.id, path: `/posts/${post.id}` }, 'x'.repeat(40))
    expect((await draftOf(forged)).status).toBe(404)
    const expired = await createPreviewToken({ collection: 'posts', id: post.id, path: `/posts/${post.id}` }, env.PREVIEW_SECRET, { ttlSeconds: -1 })
    expect((await draftOf(expired)).status).toBe(404)
  })

  it('takes no other token for one: a token for an estimate under the same secret, or one of the old format', async () => {
    const target = { collection: 'posts', id: post.id, path: `/posts/${post.id}` }
    const exp = Math.floor(Date.now() / 1000) + 600
    // A preview's very claims under PREVIEW_SECRET, but for an estimate: only its purpose (the JWT's typ) tells it apart.
    expect((await draftOf(await signToken('estimate', target, exp, env.PREVIEW_SECRET))).status).toBe(404)
    // The hand-made format before the JWTs (docs/decisions/0050), validly signed: no longer read.
    const body = Buffer.from(JSON.stringify({ use: 'preview', ...target, exp })).toString('base64url')
    expect((await draftOf(`${body}.${hmacOf(body, env.PREVIEW_SECRET)}`)).status).toBe(404)
  })

  it('builds the admin panel preview link for staff only, pointing at the storefront', async () => {
    const manager = await createUser(payload, 'manager')
    users.push(manager)
    const link = await previewLink('posts')(post as unknown as Record<string, unknown>, {
      req: { user: { ...manager, collection: 'users' } } as never,
      locale: 'ko',
      token: null,
    })
    expect(link).toMatch(new RegExp(`^${env.WEB_URL.replace(/\/+$/, '')}/api/preview\\?token=`))
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!)
    expect((await draftOf(token)).status).toBe(200)
    expect(await previewLink('posts')(post as unknown as Record<string, unknown>, { req: { user: null } as never, locale: 'ko', token: null })).toBeNull()
  })
})
