// Journey: a CDN and a browser keep the public pages a visitor reads — compressed, revalidated with
// an ETag — while nothing per visitor (a session, a preview, a CSP nonce) is ever shared
// (docs/decisions/0023).
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { ownClientAddress, signIn, waitForHydration } from './support'

const SHARED = 'public, max-age=0, s-maxage=1, stale-while-revalidate=60'
const PRIVATE = 'private, no-store'

test('an anonymous public page is compressed as the client accepts, the same page in each encoding', async ({ request }) => {
  for (const path of ['/', '/posts/1', '/shops?region=seoul']) {
    const etags = new Set<string>()
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await request.get(path, { headers: { 'accept-encoding': accept } })
      expect(response.status(), `${path} (${accept})`).toBe(200)
      expect(response.headers()['content-encoding'], `${path} (${accept})`).toBe(encoding)
      expect(response.headers()['vary'], path).toMatch(/accept-encoding/i)
      expect(await response.text()).toContain('<html lang="ko"')
      etags.add(response.headers()['etag']!)
    }
    expect(etags.size, `${path}: one ETag for the page in any encoding`).toBe(1)
  }
})

test('a CDN may keep an anonymous public page: s-maxage with stale-while-revalidate, and an ETag answered with 304', async ({ request }) => {
  for (const path of ['/', '/posts/1', '/shops?region=seoul', '/terms/service']) {
    const first = await request.get(path)
    expect(first.headers()['cache-control'], path).toBe(SHARED)
    const etag = first.headers()['etag']
    expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
    expect(first.headers()['set-cookie'], path).toBeUndefined()

    const again = await request.get(path, { headers: { 'if-none-match': etag! } })
    expect(again.status(), path).toBe(304)
    expect((await again.body()).length).toBe(0)
    expect(again.headers()['etag']).toBe(etag)
    expect(again.headers()['cache-control']).toBe(SHARED)
    // The policy stays the one stored with the page: a 304's headers replace the stored ones, and
    // another render's hashes would block the stored page's scripts.
    expect(again.headers()['content-security-policy']).toBeUndefined()
    expect(first.headers()['content-security-policy']).toMatch(/'sha256-/)

    const other = await request.get(path, { headers: { 'if-none-match': 'W/"an-older-page"' } })
    expect(other.status(), path).toBe(200)
  }
})

test('signed-in and preview visitors, and pages per visitor, are private and not stored, each with its own nonce', async ({ page, request, context }) => {
  // Anonymous, but not a public page: the login form, a page that does not exist, a redirect that sets a cookie.
  const login = await request.get('/login')
  expect(login.headers()['cache-control']).toBe(PRIVATE)
  expect(login.headers()['content-security-policy']).toMatch(/'nonce-/)
  // The 404 page names its address: made from one kept render for all of them (by hashes), and stored by no one.
  const unknown = await request.get('/no-such-page')
  expect(unknown.headers()['cache-control']).toBe(PRIVATE)
  expect(unknown.headers()['etag']).toBeUndefined()
  const kakao = await request.get('/auth/kakao', { maxRedirects: 0 })
  expect(kakao.headers()['set-cookie']).toBeTruthy()
  expect(kakao.headers()['cache-control']).toMatch(/\bno-store\b/)

  // A draft preview's cookie: never the shared page (nor a shared copy of a draft).
  const preview = await request.get('/posts/1', { headers: { cookie: 'preview=not-a-valid-token' } })
  expect(preview.headers()['cache-control']).toBe(PRIVATE)
  expect(preview.headers()['etag']).toBeUndefined()

  // A signed-in visitor on the same public pages.
  await ownClientAddress(context)
  await signIn(page, '/user')
  const nonces = new Set<string>()
  for (const path of ['/', '/posts/1', '/user']) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(PRIVATE)
    expect(response.headers()['etag'], path).toBeUndefined()
    const nonce = response.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce, path).toBeTruthy()
    expect(await response.text(), path).toContain(`nonce="${nonce}"`)
    nonces.add(nonce!)
  }
  expect(nonces.size).toBe(3)
})

test('per-visitor HTML and the sitemap are compressed too, as they stream', async ({ request }) => {
  for (const path of ['/login', '/sitemap.xml']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-encoding'], path).toBe('gzip')
    expect((await response.text()).length, path).toBeGreaterThan(100)
  }
})

test('an anonymous public page comes from memory, and a signed-in visitor and an anonymous one never get each other’s HTML', async ({
  page,
  request,
  context,
}) => {
  const get = async (path: string, from = request) => {
    const response = await from.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status(), path).toBe(200)
    return { cacheControl: response.headers()['cache-control'], csp: response.headers()['content-security-policy'] ?? '', html: await response.text() }
  }
  // Never asked before, so whoever asks first renders it.
  const fresh = `/shops?q=${encodeURIComponent(`캐시 ${Date.now()}`)}`
  const paths = ['/', '/posts/1', '/shops?region=seoul', fresh]

  await ownClientAddress(context)
  await signIn(page, '/user')
  for (const path of paths) {
    const mine = await get(path, page.request)
    expect(mine.cacheControl, path).toBe(PRIVATE)
    const nonce = mine.csp.match(/'nonce-([^']+)'/)?.[1]
    expect(mine.html, path).toContain(`nonce="${nonce}"`)

    // The anonymous page: the shared one, with nothing of the signed-in render.
    const theirs = await get(path)
    expect(theirs.cacheControl, path).toBe(SHARED)
    expect(theirs.html, path).not.toContain(nonce!)
    expect(theirs.html, path).not.toMatch(/\snonce="/)
    // Asked again, the same render byte for byte: from memory (a new render's router state holds the
    // time its data was loaded). Another test's CMS edit in between makes a new page: ask again.
    await expect(async () => {
      const first = await get(path)
      expect((await get(path)).html, path).toBe(first.html)
    }).toPass({ timeout: 10_000 })

    // And the signed-in visitor after it: still rendered for them alone.
    const again = await get(path, page.request)
    expect(again.cacheControl, path).toBe(PRIVATE)
    expect(again.html, path).toMatch(/\snonce="/)
    expect(again.html, path).not.toBe(theirs.html)
  }
})

test('a link tagged with a campaign or a click id gets the page from memory, which works at the tagged address and is reported with its tags', async ({
  page,
  request,
  baseURL,
}) => {
  const get = async (path: string) => (await request.get(path, { headers: { 'accept-encoding': 'identity' } })).text()
  // Never asked before. Every click of a shared link carries a click id of its own: all get the one
  // render (its router state holds the time its data was loaded, so a second render would differ).
  const path = `/shops?q=${encodeURIComponent(`태그 ${Date.now()}`)}`
  await expect(async () => {
    const untagged = await get(path)
    expect(await get(`${path}&utm_source=kakao&utm_medium=share&fbclid=${randomUUID()}`)).toBe(untagged)
    expect(await get(`${path}&gclid=${randomUUID()}`)).toBe(untagged)
  }).toPass({ timeout: 10_000 })

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  const since = new Date().toISOString()
  const tagged = '/shops?region=seoul&utm_source=kakao&utm_campaign=open&fbclid=click-1'
  await page.goto(tagged)
  await waitForHydration(page)
  // Analytics reads the tags from the address: the page view carries them.
  await expect
    .poll(async () => {
      const { events } = (await (await request.get('/api/analytics')).json()) as { events: Array<{ path: string; location: string; receivedAt: string }> }
      return events.filter((event) => event.receivedAt >= since).map(({ path, location }) => ({ path, location }))
    })
    .toEqual([{ path: '/shops', location: `${baseURL}${tagged}` }])
  // And the page works: the filter moves the list along.
  await page.getByLabel('시·도').selectOption({ label: '부산광역시' })
  await expect(page).toHaveURL(/[?&]region=busan(&|$)/)
  await expect(page.getByRole('status').filter({ hasText: /곳$/ })).toHaveText(/^부산광역시 \d+곳$/)
  expect(errors).toEqual([])
})
