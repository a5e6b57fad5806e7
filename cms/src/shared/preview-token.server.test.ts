import { describe, expect, it } from 'vitest'
import { createPreviewToken, storefrontPath, verifyPreviewToken } from './preview-token.server'

const secret = 'a-test-secret-of-at-least-32-characters!'
const target = { collection: 'posts' as const, id: 12, path: '/posts/12' }
const now = Date.parse('2026-11-20T10:00:00Z')

describe('draft preview tokens', () => {
  it('carry the document and path they were made for, until they expire', () => {
    const token = createPreviewToken(target, secret, { now, ttlSeconds: 600 })
    expect(verifyPreviewToken(token, secret, now + 599_000)).toEqual({ ok: true, claims: { ...target, exp: now / 1000 + 600 } })
    expect(verifyPreviewToken(token, secret, now + 600_000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are refused when signed with another secret, altered, or malformed', () => {
    const token = createPreviewToken(target, secret, { now })
    expect(verifyPreviewToken(token, 'another-secret-of-at-least-32-characters', now).ok).toBe(false)
    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ use: 'preview', ...target, id: 13, exp: now / 1000 + 600 })).toString('base64url')
    expect(verifyPreviewToken(`${forged}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyPreviewToken(`${body}.${signature}x`, secret, now).ok).toBe(false)
    for (const bad of [undefined, null, '', 'abc', `${body}.${signature}.x`]) expect(verifyPreviewToken(bad, secret, now).ok).toBe(false)
  })

  it('refuse a path that leaves the storefront', () => {
    const token = createPreviewToken({ ...target, path: '//evil.example' }, secret, { now })
    expect(verifyPreviewToken(token, secret, now)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('point posts at /posts/{id}, pages at /{slug} and surveys at /survey/{slug}', () => {
    expect(storefrontPath('posts', { id: 3 })).toBe('/posts/3')
    expect(storefrontPath('pages', { id: 1, slug: 'korea' })).toBe('/korea')
    expect(storefrontPath('surveys', { id: 2, slug: 'owner-2026' })).toBe('/survey/owner-2026')
  })
})
