import { currentContentVersion, readingContent } from '~/features/cms/public-content.server'
import { renderCacheLookups } from '~/features/observability/metrics.server'
import { noteRenderCacheHit } from '~/features/observability/request-context.server'
import { newNonce } from '~/features/security/security-headers.server'
import { BROTLI_QUALITY, finishResponse, personalResponse, shareRender, sharedResponse } from './page-response.server'
import { createRenderCache, type RenderOutcome, type ServedFrom } from './render-cache.server'

// Anonymous GETs of public pages come from memory: rendered once per (URL, content version, build),
// with the hashes, headers and compressed bodies of that render (docs/decisions/0025).

/** Renders `request` with the CSP nonce it is given (TanStack Start's handler, from src/server.ts). */
export type RenderPage = (request: Request, cspNonce: string) => Promise<Response>

// A few MB for every public page in all three encodings; the shop finder's filters add more, the
// least recently asked go first. A minute, then rendered again behind the next visitor, who gets
// the page of the minute before: the home page shows the events running today, so never older
// than two minutes (docs/decisions/0078).
const MAX_BYTES = 64 * 1024 * 1024
const TTL_MS = 60_000
const STALE_MS = 60_000

const LOOKUP_RESULT: Record<ServedFrom, 'hit' | 'stale' | 'miss'> = { cache: 'hit', stale: 'stale', render: 'miss' }

/** The cache key: the same page for the same URL, content and build (the build id is fixed per process, kept for clarity). */
const pageKey = (url: URL, version: string) => `${__BUILD_ID__}\n${version}\n${url.pathname}${url.search}`

// Campaign tags and click ids that ad platforms, mailers and apps add to shared links. No page
// reads them (the browser's analytics does, from the address bar), and a click id is new on every
// click: kept in the key, a link shared on Instagram would be rendered for each visitor.
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|igshid|_gl|mc_cid|mc_eid|NaPm)$/i

/** `url` without tracking parameters: the page every tagged link to it shares. */
export function withoutTrackingParams(url: URL): URL {
  const pairs = url.search.slice(1).split('&')
  const kept = pairs.filter((pair) => !TRACKING_PARAM.test(paramName(pair)))
  if (kept.length === pairs.length) return url
  // The other parameters stay exactly as written, so the tagged and the plain link share one key.
  const page = new URL(url)
  page.search = kept.join('&')
  return page
}

function paramName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replaceAll('+', ' ')
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/** What the cache needs of the public content (features/cms/content-cache.server.ts). */
export interface PageContent {
  currentVersion: () => Promise<string | null | undefined>
  reading: <T>(render: () => Promise<T>) => Promise<{ value: T; stale: boolean }>
}

/**
 * Serves the requests `isShareableRequest` lets through, keyed by `content`'s version. A miss is
 * rendered with `renderPage` (the requester's budget); a kept page past its minute with
 * `refreshPage`, behind the request, charged to no one: only a page someone rendered can go stale.
 */
export function createPublicPages(content: PageContent, pages = createRenderCache({ maxBytes: MAX_BYTES, ttlMs: TTL_MS, staleMs: STALE_MS })) {
  return async function servePublicPage(request: Request, renderPage: RenderPage, refreshPage: RenderPage = renderPage): Promise<Response> {
    const version = await content.currentVersion()
    if (typeof version !== 'string') {
      // No content version known (a CMS without one, or not reached yet): nothing to key a page by.
      renderCacheLookups.inc({ result: 'bypass' })
      const cspNonce = newNonce()
      return finishResponse(request, await renderPage(request, cspNonce), cspNonce, true)
    }
    const url = new URL(request.url)
    const page = withoutTrackingParams(url)
    const tagged = page !== url
    const renderWith = (render: RenderPage) => async (): Promise<RenderOutcome> => {
      const cspNonce = newNonce()
      const pageRequest = tagged ? new Request(page, request) : request
      const brotli = page.search ? BROTLI_QUALITY.search : BROTLI_QUALITY.kept
      const { value: shared, stale } = await content.reading(async () => shareRender(await render(pageRequest, cspNonce), cspNonce, brotli))
      if ('personal' in shared) {
        // Not a page to share (a redirect, say): the visitor's own address answers, tags and all.
        if (tagged) {
          void shared.personal.body?.cancel()
          return { personal: personalResponse(request, await render(request, cspNonce), cspNonce) }
        }
        return { personal: personalResponse(request, shared.personal, cspNonce) }
      }
      // Kept only as what it is: the page of `version`. Content older than it (a list still
      // reloading), or a version that moved while rendering, and it is sent but not kept.
      const keep = !stale && (await content.currentVersion()) === version
      return { page: shared.page, keep }
    }
    const result = await pages.serve(pageKey(page, version), renderWith(renderPage), renderWith(refreshPage))
    // Waiting on another request's render of the page counts as a hit; a personal answer was rendered for this request.
    const from = 'page' in result ? result.from : 'render'
    renderCacheLookups.inc({ result: LOOKUP_RESULT[from] })
    if (from !== 'render') noteRenderCacheHit()
    return 'page' in result ? sharedResponse(request, result.page) : result.personal
  }
}

/** The response to a request `isShareableRequest` let through. */
export const publicPageResponse = createPublicPages({ currentVersion: currentContentVersion, reading: readingContent })
