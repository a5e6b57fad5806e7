import { describe, expect, it, vi } from 'vitest'
import { createContentCache } from '~/features/cms/content-cache.server'
import { stubLocalServerEnv } from '~/test/local-server-env'

// The per-client render budget (docs/decisions/0078), and with the real render cache in front of it.
stubLocalServerEnv()
const { budgetKey, budgetedRender, createRenderBudget, isPageRender, TOO_MANY_RENDERS_MESSAGE, tooManyRendersResponse } = await import('./render-budget.server')
const { createPublicPages } = await import('./public-page-cache.server')

function clock() {
  let ms = 0
  return { now: () => ms, advance: (by: number) => (ms += by) }
}

describe('a client’s render budget', () => {
  it('gives a burst at once, then a render per 1/perSecond seconds, and says when the next one is back', () => {
    const time = clock()
    const budget = createRenderBudget({ perSecond: 2, burst: 5, now: time.now })
    const spent = Array.from({ length: 6 }, () => budget.spend('203.0.113.7'))
    expect(spent.slice(0, 5).every((admission) => admission.ok)).toBe(true)
    expect(spent[5]).toEqual({ ok: false, retryAfterSeconds: 1 })
    time.advance(499)
    expect(budget.spend('203.0.113.7').ok).toBe(false)
    time.advance(1)
    expect(budget.spend('203.0.113.7').ok).toBe(true)
    expect(budget.spend('203.0.113.7').ok).toBe(false)
    // A quiet while fills the bucket up to its burst, no further.
    time.advance(60_000)
    expect(Array.from({ length: 6 }, () => budget.spend('203.0.113.7').ok)).toEqual([true, true, true, true, true, false])
  })

  it('says how long to wait when the rate is below one a second', () => {
    const time = clock()
    const budget = createRenderBudget({ perSecond: 0.25, burst: 1, now: time.now })
    expect(budget.spend('203.0.113.7').ok).toBe(true)
    expect(budget.spend('203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: 4 })
    time.advance(3_000)
    expect(budget.spend('203.0.113.7')).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('counts each address apart, an IPv6 address by its /64, a mapped IPv4 address as IPv4', () => {
    const budget = createRenderBudget({ perSecond: 1, burst: 1, now: () => 0 })
    expect(budget.spend('2001:db8:1:2:aaaa::1').ok).toBe(true)
    // Another address of the same /64 (any host there picks one at will): the same client.
    expect(budget.spend('2001:db8:1:2:ffff:ffff:ffff:ffff').ok).toBe(false)
    // The next /64: another household.
    expect(budget.spend('2001:db8:1:3::1').ok).toBe(true)
    expect(budget.spend('198.51.100.1').ok).toBe(true)
    expect(budget.spend('::ffff:198.51.100.1').ok).toBe(false)
    expect(budget.spend('198.51.100.2').ok).toBe(true)
  })

  it('groups by /64 whatever the spelling', () => {
    expect(budgetKey('2001:DB8:0:0:1::1')).toBe('2001:db8::/64')
    expect(budgetKey('2001:db8::ffff')).toBe('2001:db8::/64')
    expect(budgetKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64')
    expect(budgetKey('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(budgetKey('unknown')).toBe('unknown')
  })

  it('forgets the least recently seen client past its bound, so memory stays bounded', () => {
    const budget = createRenderBudget({ perSecond: 1, burst: 1, maxClients: 2, now: () => 0 })
    expect(budget.spend('192.0.2.1').ok).toBe(true)
    expect(budget.spend('192.0.2.2').ok).toBe(true)
    expect(budget.spend('192.0.2.3').ok).toBe(true)
    // 192.0.2.1 was forgotten: a full bucket again; 192.0.2.3 is still remembered.
    expect(budget.spend('192.0.2.1').ok).toBe(true)
    expect(budget.spend('192.0.2.3').ok).toBe(false)
  })

  it('refuses with a 429, Retry-After and a short Korean page, nothing shared', async () => {
    const response = tooManyRendersResponse(3)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('3')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<html lang="ko">')
    expect(html).toContain(TOO_MANY_RENDERS_MESSAGE)
    expect(TOO_MANY_RENDERS_MESSAGE).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')
    expect(html).not.toContain('<script')
    expect(new TextEncoder().encode(html).byteLength).toBeLessThan(1_024)
  })

  it('counts pages, not server functions, API routes or the build id', () => {
    const get = (path: string, method = 'GET') => isPageRender(new Request(`http://localhost${path}`, { method }), path)
    expect([get('/'), get('/shops'), get('/no-such-page'), get('/user/device'), get('/sitemap.xml'), get('/', 'HEAD')]).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ])
    expect([get('/_serverFn/abc'), get('/api/health'), get('/builds/latest.json'), get('/login', 'POST')]).toEqual([false, false, false, false])
  })
})

describe('the budget behind the render cache', () => {
  function setup() {
    const content = createContentCache({ fetchVersion: async () => 'v1', pollMs: 1000, ttlMs: 10_000, schedule: () => {} })
    const serve = createPublicPages({ currentVersion: content.currentVersion, reading: content.reading })
    const renders = vi.fn()
    const renderPage = async (request: Request) => {
      renders(new URL(request.url).search)
      return new Response(`<html><body>${new URL(request.url).search}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const budget = createRenderBudget({ perSecond: 0.001, burst: 2, now: () => 0 })
    const get = (path: string, client = '203.0.113.9') => serve(new Request(`http://localhost${path}`), budgetedRender(renderPage, budget, client))
    return { get, renders }
  }

  it('spends nothing on a cached page, and a client over its budget still gets every cached page', async () => {
    const { get, renders } = setup()
    expect((await get('/shops?q=a')).status).toBe(200)
    // Hits of the page just rendered: free, however many.
    for (let i = 0; i < 20; i += 1) expect((await get('/shops?q=a')).status).toBe(200)
    expect((await get('/shops?q=b')).status).toBe(200)
    expect(renders).toHaveBeenCalledTimes(2)
    // The budget is spent: a page no cache holds is refused, and not rendered.
    const refused = await get('/shops?q=c')
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('요청이 너무 많습니다')
    expect(renders).toHaveBeenCalledTimes(2)
    // The cached pages are still answered; the refusal was not kept for anyone else.
    expect((await get('/shops?q=a')).status).toBe(200)
    expect((await get('/shops?q=b')).status).toBe(200)
    expect((await get('/shops?q=c', '198.51.100.20')).status).toBe(200)
  })
})
