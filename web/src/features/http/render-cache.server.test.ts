import { describe, expect, it, vi } from 'vitest'
import type { SharedPage } from './page-response.server'
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
