import { LRUCache } from 'lru-cache'
import { betterCompressed, type SharedPage, sharedPageBytes } from './page-response.server'

// Public pages rendered once per (URL, content version, build) and served from memory
// (docs/decisions/0025). Only shared pages go in: what `shareRender` let through, with its hashes,
// compressed bodies and headers. Concurrent misses of one key wait for one render. A page kept
// with a quick Brotli body is given the best one when asked again (docs/decisions/0079). A page
// past its time to live is still served for a while, as one render replaces it behind the
// request (stale-while-revalidate, docs/decisions/0078): its visitors never wait on that render.

/** What a render gave: a page any visitor may get (kept unless `keep` is false), or a response for its own requester only. */
export type RenderOutcome = { page: SharedPage; keep: boolean } | { personal: Response }

/** How a page was answered: kept and fresh (or another request's render of it), kept but past its time to live, or rendered for this request. */
export type ServedFrom = 'cache' | 'stale' | 'render'

export type Served = { page: SharedPage; from: ServedFrom } | { personal: Response }

export interface RenderCacheOptions {
  /** Bytes of pages kept at most (each page counted in all its encodings). */
  maxBytes: number
  /** A page is rendered again after this long even when nothing changed (pages that show what runs today). */
  ttlMs: number
  /** How long past `ttlMs` a page is still served while its replacement renders; 0 renders it for the request. */
  staleMs?: number
  /** Milliseconds of a monotonic clock (tests). */
  now?: () => number
}

type Kept = { page: SharedPage; keptAt: number }

export function createRenderCache(options: RenderCacheOptions) {
  const now = options.now ?? (() => performance.now())
  const staleMs = options.staleMs ?? 0
  // Ages are read here, not by the LRU: a page past its time to live is still worth something.
  const pages = new LRUCache<string, Kept>({ maxSize: options.maxBytes, sizeCalculation: (kept) => sharedPageBytes(kept.page) })
  const rendering = new Map<string, Promise<SharedPage | undefined>>()
  const compressing = new Set<string>()

  /** Compresses a page asked again as it deserves, off the request's path; the kept page is replaced when done. */
  function compressBetter(key: string, kept: Kept) {
    if (!kept.page.betterBrotli || compressing.has(key)) return
    compressing.add(key)
    void betterCompressed(kept.page)
      // Replaced only if it is still the page kept (not evicted or rendered again meanwhile); its age runs on.
      .then((better) => pages.peek(key) === kept && pages.set(key, { page: better, keptAt: kept.keptAt }))
      .catch(() => undefined)
      .finally(() => compressing.delete(key))
  }

  /** Starts the one render of `key` that requests arriving meanwhile wait on; a page it may keep replaces the one kept. */
  function startRender(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome> {
    const outcome = render().then((result) => {
      if ('page' in result && result.keep) pages.set(key, { page: result.page, keptAt: now() })
      return result
    })
    const shared = outcome.then(
      (result) => ('page' in result ? result.page : undefined),
      () => undefined,
    )
    rendering.set(key, shared)
    void shared.finally(() => rendering.delete(key))
    return outcome
  }

  /** Renders a stale page again behind the requests it answers; if the render gives nothing to keep, the stale page goes too. */
  function renderAgain(key: string, stale: Kept, refresh: () => Promise<RenderOutcome>) {
    if (rendering.has(key)) return
    const dropStale = () => pages.peek(key) === stale && pages.delete(key)
    startRender(key, refresh).then((result) => {
      if ('personal' in result) void result.personal.body?.cancel()
      if (!('page' in result && result.keep)) dropStale()
    }, dropStale)
  }

  /**
   * The page for `key`: from memory, else from the render under way for it, else from `render`.
   * A page past its time to live but within `staleMs` is served as it is, and `refresh` renders
   * it again (once, whoever asks meanwhile). A render that is personal goes to its own requester
   * only; those who waited on it render for themselves (a cookie was set, the page read the
   * session: nothing of it is shared).
   */
  async function serve(key: string, render: () => Promise<RenderOutcome>, refresh = render): Promise<Served> {
    const kept = pages.get(key)
    if (kept) {
      const age = now() - kept.keptAt
      if (age < options.ttlMs) {
        compressBetter(key, kept)
        return { page: kept.page, from: 'cache' }
      }
      if (age < options.ttlMs + staleMs) {
        renderAgain(key, kept, refresh)
        return { page: kept.page, from: 'stale' }
      }
      pages.delete(key)
    }
    const underWay = rendering.get(key)
    if (underWay) {
      const page = await underWay
      if (page) return { page, from: 'cache' }
      return alone(render)
    }
    return served(await startRender(key, render))
  }

  const alone = async (render: () => Promise<RenderOutcome>) => served(await render())
  const served = (result: RenderOutcome): Served => ('page' in result ? { page: result.page, from: 'render' } : { personal: result.personal })

  return {
    serve,
    /** Bytes held and pages kept (for tests and the health endpoint). */
    stats: () => ({ bytes: pages.calculatedSize, pages: pages.size }),
    has: (key: string) => pages.has(key),
    /** The page kept for `key`, if any, without counting as a request (tests). */
    peek: (key: string) => pages.peek(key)?.page,
  }
}
