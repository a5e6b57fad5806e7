import { createPreviewToken, LOCAL_PREVIEW_SECRET } from '@storefront/rules/preview-token.server'
import { beforeAll, describe, expect, it } from 'vitest'
import { bypasses } from '@storefront/rules/redirect-bypasses'
import { stubLocalServerEnv } from '~/test/local-server-env'
import { handlePreviewRequest } from './preview.server'

beforeAll(stubLocalServerEnv)

const get = (query: string) => handlePreviewRequest(new Request(`http://localhost:3000/api/preview${query}`))
const target = { collection: 'posts' as const, id: 3, path: '/posts/3' }

describe('/api/preview (docs/decisions/0010)', () => {
  it('swaps a valid link for an httpOnly preview cookie and goes to the page', async () => {
    const response = await get(`?token=${await createPreviewToken(target, LOCAL_PREVIEW_SECRET)}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/posts/3')
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(/^preview=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=1200; HttpOnly; SameSite=Lax$/)
  })

  it('explains an expired or forged link in Korean and sets nothing', async () => {
    const expired = await get(`?token=${await createPreviewToken(target, LOCAL_PREVIEW_SECRET, { ttlSeconds: -1 })}`)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('미리보기 링크가 만료되었습니다')
    const forged = await get(`?token=${await createPreviewToken(target, 'x'.repeat(40))}`)
    expect(forged.status).toBe(404)
    expect(forged.headers.get('set-cookie')).toBeNull()
    expect((await get('')).status).toBe(404)
  })

  it('ends a preview: the cookie cleared, back to the public page, never to another site', async () => {
    const response = await get('?exit=%2Fposts%2F3')
    expect(response.headers.get('location')).toBe('/posts/3')
    expect(response.headers.get('set-cookie')).toMatch(/^preview=; Path=\/; Max-Age=0; HttpOnly/)
    expect((await get('?exit=%2F%2Fevil.example')).headers.get('location')).toBe('/')
    expect((await get('?exit=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/')
  })

  it.each(bypasses)('keeps the exit %j on this site', async (exit) => {
    const location = (await get(`?exit=${encodeURIComponent(exit)}`)).headers.get('location')!
    const url = new URL(location, 'http://localhost:3000/api/preview')
    expect(url.origin).toBe('http://localhost:3000')
    // eslint-disable-next-line no-control-regex -- no control character may survive
    expect(location).toMatch(/^\/(?![/\\])[^\u0000-\u0020\\]*$/)
  })
})
