import { brotliCompressSync, constants } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { createContentCache } from '~/features/cms/content-cache.server'
import type { RequestContext } from '~/features/observability/request-context.server'
import { stubLocalServerEnv } from '~/test/local-server-env'

// The render cache with the real content cache behind it (docs/decisions/0025): the CMS is a
// version the test moves and a shop list it hands over when it chooses.
stubLocalServerEnv()
vi.stubEnv('PROD', true)
const { createPublicPages, withoutTrackingParams } = await import('./public-page-cache.server')

function setup(personal: Record<string, string> = {}) {
  let version = 'v1'
  const content = createContentCache({ fetchVersion: async () => version, pollMs: 1000, ttlMs: 10_000, schedule: () => {} })
  let nextList: Promise<string> = Promise.resolve('강남점')
  const shops = content.piece(() => nextList)
  const renders = vi.fn()
  const renderPage = async (request: Request, nonce: string) => {
    renders(new URL(request.url).search)
    const list = await shops({ serveWhileReloading: true })
    const html = `<html><head><meta property="csp-nonce" content="${nonce}"></head><body><ul>${list}</ul><script nonce="${nonce}">$_TSR={u:${performance.now()}}</script></body></html>`
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...personal } })
  }
  const serve = createPublicPages({ currentVersion: content.currentVersion, reading: content.reading })
  const get = async (path = '/shops', headers: Record<string, string> = {}) => {
    const response = await serve(new Request(`http://localhost${path}`, { headers }), renderPage)
    const body = new Uint8Array(await response.arrayBuffer())
    return { response, body, html: new TextDecoder().decode(body) }
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

  it('tells the request it was answered from memory, so its log line may be left out (docs/decisions/0056)', async () => {
    const { withRequestContext } = await import('~/features/observability/request-context.server')
    const { get } = setup()
    const first: RequestContext = { requestId: 'first' }
    const second: RequestContext = { requestId: 'second' }
    await withRequestContext(first, () => get())
    await withRequestContext(second, () => get())
    expect(first.fromRenderCache).toBeUndefined()
    expect(second.fromRenderCache).toBe(true)
  })

  it('serves a page past its minute without the render of its requester, who may be past the budget, and renders it again in turn (docs/decisions/0078)', async () => {
    const { createRenderCache } = await import('./render-cache.server')
    let time = 1_000
    const content = createContentCache({ fetchVersion: async () => 'v1', pollMs: 1000, ttlMs: 10_000, schedule: () => {} })
    const serve = createPublicPages(
      { currentVersion: content.currentVersion, reading: content.reading },
      createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, staleMs: 60_000, now: () => time }),
    )
    const pageOf = (text: string) => async () => new Response(`<html><body>${text}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const refused = vi.fn(async () => new Response('요청이 너무 많습니다.', { status: 429 }))
    const inTurn = vi.fn(pageOf('새 페이지'))
    const get = async () => (await serve(new Request('http://localhost/'), refused, inTurn)).text()
    expect(await serve(new Request('http://localhost/'), pageOf('첫 페이지'))).toHaveProperty('status', 200)
    time += 61_000
    expect(await get()).toContain('첫 페이지')
    expect(refused).not.toHaveBeenCalled()
    await vi.waitFor(async () => expect(await get()).toContain('새 페이지'))
    expect(inTurn).toHaveBeenCalledTimes(1)
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

  it('renders a link tagged by a campaign or a click id as the page without the tags, once for every click', async () => {
    const { get, renders } = setup()
    const plain = await get('/shops?region=seoul')
    for (const tagged of [
      '/shops?region=seoul&utm_source=kakao&utm_medium=chat',
      '/shops?fbclid=IwAR0a&region=seoul',
      '/shops?region=seoul&gclid=Cj0K&_gl=1*x',
    ]) {
      expect((await get(tagged)).html).toBe(plain.html)
    }
    expect(renders.mock.calls).toEqual([['?region=seoul']])
    // Parameters a page reads are never dropped.
    await get('/shops?region=busan&utm_source=kakao')
    expect(renders.mock.calls.at(-1)).toEqual(['?region=busan'])
  })

  it('answers a tagged link that is not a page to share with a render of its own address', async () => {
    const { get, renders } = setup({ 'set-cookie': 'kept=1' })
    const { response } = await get('/shops?utm_source=kakao')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(renders.mock.calls).toEqual([[''], ['?utm_source=kakao']])
  })
})

describe('compression of a page from memory (docs/decisions/0079)', () => {
  const brotliAt = (quality: number, html: string) => new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }))
  it('compresses a search quickly, and a page without a query at its best at once', async () => {
    const { get } = setup()
    for (const [path, quality] of [
      ['/shops?q=%EA%B0%95%EB%82%A8', 5],
      ['/shops', 11],
    ] as const) {
      const { html } = await get(path)
      const { response, body } = await get(path, { 'accept-encoding': 'br' })
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(body, path).toEqual(brotliAt(quality, html))
    }
  })
})

describe('withoutTrackingParams', () => {
  it('drops campaign tags and click ids and keeps everything else as given', () => {
    const strip = (address: string) => withoutTrackingParams(new URL(address, 'http://localhost')).href.slice('http://localhost'.length)
    expect(strip('/?utm_source=kakao&UTM_Campaign=x&fbclid=1&gclid=2&msclkid=3&igshid=4&NaPm=ct%3Dx')).toBe('/')
    expect(strip('/shops?q=%EA%B0%95%EB%82%A8&utm_term=vape&page=2')).toBe('/shops?q=%EA%B0%95%EB%82%A8&page=2')
    // Written as the link has them, so the tagged link and the plain one are one page.
    expect(strip('/shops?q=a%20b&utm_%73ource=x&region=seoul')).toBe('/shops?q=a%20b&region=seoul')
    expect(strip('/shops?q=a+b&fbclid=1')).toBe('/shops?q=a+b')
    const untouched = new URL('http://localhost/shops?q=a+b&near=37.5,127')
    expect(withoutTrackingParams(untouched)).toBe(untouched)
    expect(strip('/shops?utm=1&source=2&utm_=3')).toBe('/shops?utm=1&source=2&utm_=3')
  })
})
