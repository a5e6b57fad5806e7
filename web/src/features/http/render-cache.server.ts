import { LRUCache } from 'lru-cache'
import { betterCompressed, type SharedPage, sharedPageBytes } from './page-response.server'

// Public pages rendered once per (URL, content version, build) and served from memory
// (docs/decisions/0025). Only shared pages go in: what `shareRender` let through, with its hashes,
// compressed bodies and headers. Concurrent misses of one key wait for one render. A page kept
// with a quick Brotli body is given the best one when asked again (docs/decisions/0079).

/** What a render gave: a page any visitor may get (kept unless `keep` is false), or a response for its own requester only. */
export type RenderOutcome = { page: SharedPage; keep: boolean } | { personal: Response }

export interface RenderCacheOptions {
  /** Bytes of pages kept at most (each page counted in all its encodings). */
  maxBytes: number
  /** A page is rendered again after this long even when nothing changed (pages that show what runs today). */
  ttlMs: number
  /** Milliseconds of a monotonic clock (tests). */
  now?: () => number
}

export function createRenderCache(options: RenderCacheOptions) {
  const pages = new LRUCache<string, SharedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: sharedPageBytes,
    ttl: options.ttlMs,
    // An expired page is dropped when read; no timers per entry.
    ttlAutopurge: false,
    ...(options.now && { perf: { now: options.now }, ttlResolution: 0 }),
  })
  const rendering = new Map<string, Promise<SharedPage | undefined>>()
  const compressing = new Set<string>()

  /** Compresses a page asked again as it deserves, off the request's path; the kept page is replaced when done. */
  function compressBetter(key: string, page: SharedPage) {
    if (!page.betterBrotli || compressing.has(key)) return
    compressing.add(key)
    void betterCompressed(page)
      // Replaced only if it is still the page kept (not evicted or rendered again meanwhile); its time to live runs on.
      .then((better) => pages.peek(key) === page && pages.set(key, better, { noUpdateTTL: true }))
      .catch(() => undefined)
      .finally(() => compressing.delete(key))
  }

  /**
   * The page for `key`: from memory, else from the render under way for it, else from `render`.
   * A render that is personal goes to its own requester only; those who waited on it render
   * for themselves (a cookie was set, the page read the session: nothing of it is shared).
   */
  async function serve(key: string, render: () => Promise<RenderOutcome>): Promise<{ page: SharedPage } | { personal: Response }> {
    const kept = pages.get(key)
    if (kept) {
      compressBetter(key, kept)
      return { page: kept }
    }
    const underWay = rendering.get(key)
    if (underWay) {
      const page = await underWay
      if (page) return { page }
      return alone(render)
    }
    const outcome = render().then((result) => {
      if ('page' in result && result.keep) pages.set(key, result.page)
      return result
    })
    const shared = outcome.then(
      (result) => ('page' in result ? result.page : undefined),
      () => undefined,
    )
    rendering.set(key, shared)
    void shared.finally(() => rendering.delete(key))
    const result = await outcome
    return 'page' in result ? { page: result.page } : { personal: result.personal }
  }

  async function alone(render: () => Promise<RenderOutcome>) {
    const result = await render()
    return 'page' in result ? { page: result.page } : { personal: result.personal }
  }

  return {
    serve,
    /** Bytes held and pages kept (for tests and the health endpoint). */
    stats: () => ({ bytes: pages.calculatedSize, pages: pages.size }),
    has: (key: string) => pages.has(key),
    /** The page kept for `key`, if any, without counting as a request (tests). */
    peek: (key: string) => pages.peek(key),
  }
}
