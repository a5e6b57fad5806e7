import { describe, expect, it, vi } from 'vitest'
import { createContentCache } from '~/features/cms/content-cache'

// The render cache with the real content cache behind it (docs/decisions/0025): the CMS is a
// version the test moves and a shop list it hands over when it chooses.
const env = {
  CMS_URL: 'http://127.0.0.1:3001',
  SITE_URL: 'http://localhost:3000',
  FIREBASE_PROJECT_ID: 'demo-storefront',
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  LOCAL_RUN: '1',
  RATE_LIMIT_DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:54320/storefront',
}
for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
vi.stubEnv('PROD', true)
const { createPublicPages } = await import('./public-page-cache.server')

function setup(personal: Record<string, string> = {}) {
  let version = 'v1'
  const content = createContentCache({ fetchVersion: async () => version, pollMs: 1000, ttlMs: 10_000, schedule: () => {} })
  let nextList: Promise<string> = Promise.resolve('강남점')
  const shops = content.piece(() => nextList)
  const renders = vi.fn()
  const renderPage = async (_request: Request, nonce: string) => {
    renders()
    const list = await shops({ serveWhileReloading: true })
    const html = `<html><head><meta property="csp-nonce" content="${nonce}"></head><body><ul>${list}</ul><script nonce="${nonce}">$_TSR={u:${performance.now()}}</script></body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...personal } })
  }
  const serve = createPublicPages({ currentVersion: content.currentVersion, reading: content.reading })
  const get = async (path = '/shops') => {
    const response = await serve(new Request(`http://localhost${path}`), renderPage)
    return { response, html: await response.text() }
  }
  return {
    get,
    renders,
    edit: async (list: Promise<string>) => {
      version = `${version}+`
      nextList = list
      await content.poll()
    },
  }
}

describe('public pages from memory (docs/decisions/0025)', () => {
  it('renders once for many requests, and serves that page with the hashes of its own scripts and no nonce', async () => {
    const { get, renders } = setup()
    const pages = await Promise.all(Array.from({ length: 10 }, () => get()))
    expect(renders).toHaveBeenCalledTimes(1)
    expect(new Set(pages.map(({ html }) => html)).size).toBe(1)
    const { response, html } = pages[0]!
    expect(html).toContain('강남점')
    expect(html).not.toContain('nonce')
    expect(response.headers.get('content-security-policy')).toMatch(/'sha256-/)
    expect(response.headers.get('cache-control')).toMatch(/^public/)
    await get()
    expect(renders).toHaveBeenCalledTimes(1)
    await get('/shops?region=seoul')
    expect(renders).toHaveBeenCalledTimes(2)
  })

  it('never serves the old render once the content version moved', async () => {
    const { get, edit, renders } = setup()
    expect((await get()).html).toContain('강남점')
    await edit(Promise.resolve('홍대점'))
    await get()
    expect(renders).toHaveBeenCalledTimes(2)
    await vi.waitFor(async () => expect((await get()).html).toContain('<ul>홍대점</ul>'))
  })

  it('while the shop list reloads after an edit, sends the old list but keeps no page of it for the new version', async () => {
    const { get, edit, renders } = setup()
    await get()
    let finish!: (list: string) => void
    await edit(new Promise((resolve) => (finish = resolve)))
    expect((await get()).html).toContain('<ul>강남점</ul>')
    expect((await get()).html).toContain('<ul>강남점</ul>')
    expect(renders).toHaveBeenCalledTimes(3)
    finish('홍대점')
    await vi.waitFor(async () => expect((await get()).html).toContain('<ul>홍대점</ul>'))
    const count = renders.mock.calls.length
    expect((await get()).html).toContain('<ul>홍대점</ul>')
    expect(renders).toHaveBeenCalledTimes(count)
  })

  it('keeps a render that sets a cookie or says private to its own requester, with its nonce', async () => {
    for (const headers of [{ 'set-cookie': 'kept=1' }, { 'cache-control': 'private, no-store' }] as Record<string, string>[]) {
      const { get, renders } = setup(headers)
      const first = await get()
      expect(first.response.headers.get('cache-control')).toBe('private, no-store')
      expect(first.html).toMatch(/nonce="/)
      await get()
      expect(renders).toHaveBeenCalledTimes(2)
    }
  })
})
