import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { stubLocalServerEnv } from '~/test/local-server-env'
import { type BrotliPlan, type SharedPage, sharedPageBytes } from './page-response.server'
import { createRenderCache, type RenderOutcome } from './render-cache.server'

const page = (text: string, bytes = 100): SharedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  etag: `W/"${text}"`,
  bodies: { identity: new Uint8Array(bytes), br: new Uint8Array(0), gzip: new Uint8Array(0) },
})
const html = (result: { page: SharedPage } | { personal: Response }) => ('page' in result ? result.page.etag : 'personal')

describe('the render cache (docs/decisions/0025)', () => {
  it('renders a key once and serves it from memory; another key is another render', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const render = vi.fn(async (): Promise<RenderOutcome> => ({ page: page(`r${render.mock.calls.length}`), keep: true }))
    expect(html(await cache.serve('v1 /', render))).toBe('W/"r1"')
    expect(html(await cache.serve('v1 /', render))).toBe('W/"r1"')
    expect(html(await cache.serve('v2 /', render))).toBe('W/"r2"')
    expect(html(await cache.serve('v1 /shops', render))).toBe('W/"r3"')
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('renders once for many requests that miss at once, and all get that page', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    let finish!: () => void
    const render = vi.fn(() => new Promise<RenderOutcome>((resolve) => (finish = () => resolve({ page: page('once'), keep: true }))))
    const waiting = Array.from({ length: 50 }, () => cache.serve('v1 /', render))
    finish()
    expect((await Promise.all(waiting)).map(html)).toEqual(Array(50).fill('W/"once"'))
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps pages within its byte budget, the least recently asked leaving first', async () => {
    const cache = createRenderCache({ maxBytes: 3 * (1_000 + 2_048), ttlMs: 60_000 })
    const render = (name: string) => async (): Promise<RenderOutcome> => ({ page: page(name, 1_000), keep: true })
    for (const name of ['a', 'b', 'c']) await cache.serve(name, render(name))
    await cache.serve('a', render('a again'))
    await cache.serve('d', render('d'))
    expect(cache.stats()).toEqual({ pages: 3, bytes: 3 * (1_000 + 2_048) })
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd'])
    // A page larger than the whole budget is served, never kept, and evicts nothing.
    expect(html(await cache.serve('huge', async () => ({ page: page('huge', 20_000), keep: true })))).toBe('W/"huge"')
    expect(cache.has('huge')).toBe(false)
    expect(cache.stats().pages).toBe(3)
  })

  it('never keeps a personal response, and those waiting on one render for themselves', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    let finish!: () => void
    const leader = vi.fn(
      () => new Promise<RenderOutcome>((resolve) => (finish = () => resolve({ personal: new Response('mine', { headers: { 'set-cookie': 'session=x' } }) }))),
    )
    const follower = vi.fn(async (): Promise<RenderOutcome> => ({ personal: new Response('yours') }))
    const first = cache.serve('v1 /', leader)
    const second = cache.serve('v1 /', follower)
    finish()
    const [a, b] = await Promise.all([first, second])
    expect('personal' in a && (await a.personal.text())).toBe('mine')
    expect('personal' in b && (await b.personal.text())).toBe('yours')
    expect(cache.has('v1 /')).toBe(false)
  })

  it('sends a page it must not keep (rendered from content older than its key) and renders the next request again', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const render = vi.fn(async (): Promise<RenderOutcome> => ({ page: page('old list'), keep: false }))
    expect(html(await cache.serve('v2 /shops', render))).toBe('W/"old list"')
    expect(cache.has('v2 /shops')).toBe(false)
    await cache.serve('v2 /shops', render)
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('renders again after the time to live', async () => {
    let time = 1_000
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => time })
    const render = vi.fn(async (): Promise<RenderOutcome> => ({ page: page('x'), keep: true }))
    await cache.serve('v1 /', render)
    time += 59_000
    await cache.serve('v1 /', render)
    expect(render).toHaveBeenCalledTimes(1)
    time += 2_000
    await cache.serve('v1 /', render)
    expect(render).toHaveBeenCalledTimes(2)
  })
})

describe('a kept page past its time to live (docs/decisions/0078)', () => {
  /** A render the test finishes when it chooses, counted. */
  function heldRender(outcome: (n: number) => RenderOutcome) {
    let settle!: { finish: () => void; fail: () => void }
    const render = vi.fn(
      () =>
        new Promise<RenderOutcome>((resolve, reject) => {
          const n = render.mock.calls.length
          settle = { finish: () => resolve(outcome(n)), fail: () => reject(new Error('CMS down')) }
        }),
    )
    return { render, finish: () => settle.finish(), fail: () => settle.fail() }
  }

  it('is served at once while one render replaces it behind the requests, then the new page is', async () => {
    let time = 1_000
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, staleMs: 60_000, now: () => time })
    await cache.serve('v1 /', async () => ({ page: page('first'), keep: true }))
    time += 61_000
    const miss = vi.fn(async (): Promise<RenderOutcome> => ({ page: page('a miss'), keep: true }))
    const { render: refresh, finish } = heldRender(() => ({ page: page('second'), keep: true }))
    // Every request while the render runs gets the page of the minute before, and none starts another.
    const during = await Promise.all(Array.from({ length: 5 }, () => cache.serve('v1 /', miss, refresh)))
    expect(during.map((served) => 'page' in served && [served.page.etag, served.from])).toEqual(Array(5).fill(['W/"first"', 'stale']))
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(miss).not.toHaveBeenCalled()
    finish()
    await vi.waitFor(() => expect(cache.peek('v1 /')?.etag).toBe('W/"second"'))
    const after = await cache.serve('v1 /', miss, refresh)
    expect('page' in after && [after.page.etag, after.from]).toEqual(['W/"second"', 'cache'])
    // Its minute starts when it was kept.
    time += 59_000
    await cache.serve('v1 /', miss, refresh)
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('is rendered for the request once it is older than its time to live and the stale allowance', async () => {
    let time = 1_000
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, staleMs: 60_000, now: () => time })
    await cache.serve('v1 /', async () => ({ page: page('first'), keep: true }))
    time += 121_000
    const refresh = vi.fn(async (): Promise<RenderOutcome> => ({ page: page('refresh'), keep: true }))
    const served = await cache.serve('v1 /', async () => ({ page: page('for this request'), keep: true }), refresh)
    expect('page' in served && [served.page.etag, served.from]).toEqual(['W/"for this request"', 'render'])
    expect(refresh).not.toHaveBeenCalled()
  })

  it.each([
    ['fails', (held: ReturnType<typeof heldRender>) => held.fail()],
    ['comes out personal', (held: ReturnType<typeof heldRender>) => held.finish()],
  ])('goes when the render that would replace it %s, and the next request renders for itself', async (_, end) => {
    let time = 1_000
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, staleMs: 60_000, now: () => time })
    await cache.serve('v1 /', async () => ({ page: page('first'), keep: true }))
    time += 61_000
    const held = heldRender(() => ({ personal: new Response('a redirect now') }))
    expect(html(await cache.serve('v1 /', held.render))).toBe('W/"first"')
    end(held)
    await vi.waitFor(() => expect(cache.has('v1 /')).toBe(false))
    const served = await cache.serve('v1 /', async () => ({ page: page('rendered'), keep: true }))
    expect('page' in served && served.from).toBe('render')
  })
})

describe('compression of a kept page (docs/decisions/0079)', async () => {
  stubLocalServerEnv()
  const { BROTLI_QUALITY, shareRender } = await import('./page-response.server')
  const nonce = 'bm9uY2Ux'
  const cards = Array.from({ length: 200 }, (_, n) => `<li class="shop-card">벤치 ${(n * 7919) % 1000} 베이프샵, 중앙로 ${(n * 31) % 400}</li>`)
  const html = `<html><head><meta property="csp-nonce" content="${nonce}"></head><body><ol>${cards.join('')}</ol></body></html>`
  const brotliAt = (quality: number, bytes: Uint8Array) => new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }))
  const renderAs = (brotli: BrotliPlan) => async (): Promise<RenderOutcome> => {
    const shared = await shareRender(new Response(html, { headers: { 'content-type': 'text/html' } }), nonce, brotli)
    if ('personal' in shared) throw new Error('not shared')
    return { page: shared.page, keep: true }
  }
  const render = renderAs(BROTLI_QUALITY.search)
  const brOf = (result: { page: SharedPage } | { personal: Response }) => ('page' in result ? result.page.bodies.br : undefined)

  it('sends a search first with the quick Brotli, and keeps the best one once it is asked again', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const first = brOf(await cache.serve('v1 /shops?q=강남', render))!
    const identity = cache.peek('v1 /shops?q=강남')!.bodies.identity
    expect(first).toEqual(brotliAt(BROTLI_QUALITY.search.now, identity))
    expect(brotliDecompressSync(first).toString()).toBe(new TextDecoder().decode(identity))
    // Asked once only: nothing more is spent on it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cache.peek('v1 /shops?q=강남')!.bodies.br).toBe(first)

    // Asked again: this answer is the quick body, the next ones the best, the size counted anew.
    expect(brOf(await cache.serve('v1 /shops?q=강남', render))).toBe(first)
    const best = brotliAt(BROTLI_QUALITY.search.asked, identity)
    await vi.waitFor(() => expect(cache.peek('v1 /shops?q=강남')!.bodies.br).toEqual(best))
    expect(brOf(await cache.serve('v1 /shops?q=강남', render))).toEqual(best)
    expect(cache.stats().bytes).toBe(sharedPageBytes(cache.peek('v1 /shops?q=강남')!))
  })

  it('compresses a page that is not a search at its best at once (a CDN keeps the bytes it got first)', async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const first = brOf(await cache.serve('v1 /', renderAs(BROTLI_QUALITY.kept)))!
    expect(first).toEqual(brotliAt(BROTLI_QUALITY.kept.now, cache.peek('v1 /')!.bodies.identity))
    await cache.serve('v1 /', render)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cache.peek('v1 /')!.bodies.br).toBe(first)
  })

  it('leaves a page rendered again meanwhile as it is', async () => {
    let time = 1_000
    const cache = createRenderCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => time })
    await cache.serve('v1 /', render)
    await cache.serve('v1 /', render)
    time += 61_000
    const again = brOf(await cache.serve('v1 /', render))!
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cache.peek('v1 /')!.bodies.br).toBe(again)
  })
})
