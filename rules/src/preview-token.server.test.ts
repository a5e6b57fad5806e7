import { describe, expect, it } from 'vitest'
import { hmacOf } from './hmac.server'
import { createPreviewToken, storefrontPath, verifyPreviewToken } from './preview-token.server'

const secret = 'a-test-secret-of-at-least-32-characters!'
const target = { collection: 'posts' as const, id: 12, path: '/posts/12' }
const now = Date.parse('2026-11-20T10:00:00Z')

describe('draft preview tokens', () => {
  it('carry the document and path they were made for, until they expire', async () => {
    const token = await createPreviewToken(target, secret, { now, ttlSeconds: 600 })
    expect(await verifyPreviewToken(token, secret, now + 599_000)).toEqual({ ok: true, claims: { ...target, exp: now / 1000 + 600 } })
    expect(await verifyPreviewToken(token, secret, now + 600_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are refused when signed with another secret, altered, or malformed', async () => {
    const token = await createPreviewToken(target, secret, { now })
    expect((await verifyPreviewToken(token, 'another-secret-of-at-least-32-characters', now)).ok).toBe(false)
    const [header, body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...target, id: 13, exp: now / 1000 + 600 })).toString('base64url')
    expect(await verifyPreviewToken(`${header}.${forged}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect((await verifyPreviewToken(`${header}.${body}.${signature}x`, secret, now)).ok).toBe(false)
    for (const bad of [undefined, null, '', 'abc', `${body}.${signature}`, `${token}.x`]) expect((await verifyPreviewToken(bad, secret, now)).ok).toBe(false)
  })

  it('are no longer read in the hand-made format before the JWTs, even validly signed', async () => {
    const body = Buffer.from(JSON.stringify({ use: 'preview', ...target, exp: now / 1000 + 600 })).toString('base64url')
    expect(await verifyPreviewToken(`${body}.${hmacOf(body, secret)}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a path that leaves the storefront', async () => {
    const token = await createPreviewToken({ ...target, path: '//evil.example' }, secret, { now })
    expect(await verifyPreviewToken(token, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('point posts at /posts/{id}, pages at /{slug} and surveys at /survey/{slug}', () => {
    expect(storefrontPath('posts', { id: 3 })).toBe('/posts/3')
    expect(storefrontPath('pages', { id: 1, slug: 'korea' })).toBe('/korea')
    expect(storefrontPath('surveys', { id: 2, slug: 'owner-2026' })).toBe('/survey/owner-2026')
  })
})
