import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { FastResponse } from 'srvx'
import { appWaitsForInteraction, withUsedCssOnly } from '~/features/deferred-app/page-css.server'
import { requestIdResponseHeader } from '~/features/observability/request-context.server'
import type { InlineHashes } from '~/features/security/content-security-policy'
import { withSecurityHeaders } from '~/features/security/security-headers.server'
import { preferredEncoding } from './encoding'
import { hashInlineElements } from './inline-hashes.server'

// What leaves the server with a page or other response (docs/decisions/0023): a public page for
// anyone is shared — hashes instead of its nonce, CDN cache headers, an ETag, compressed once from
// the whole HTML (and kept in the render cache, docs/decisions/0025); everything per visitor is
// `private, no-store`; text is compressed as it streams.

/** A CDN serves its copy for a second, then keeps serving it for a minute while it asks again. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=60'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** A page's Brotli quality: `now` for its first answers, `asked` once it is asked again (docs/decisions/0079). */
export interface BrotliPlan {
  now: number
  asked?: number
}

/**
 * Quality 11 costs about 30 ms of CPU on a 40 KB page, 5 under 1 ms for 10 % more bytes. The best at
 * once for a page kept and sent many times (a CDN keeps the bytes it got first, revalidating with
 * the ETag); a listing asked with a query (words, a position, filters) is most often asked once,
 * and gets the best only when asked again; a page sent once, the quick one.
 */
export const BROTLI_QUALITY = {
  kept: { now: 11 },
  search: { now: 5, asked: 11 },
  once: { now: 5 },
} as const satisfies Record<string, BrotliPlan>

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html') ?? false
/** Text the server writes that is worth compressing (server functions are left alone: they may stream). */
const COMPRESSIBLE = /^(text\/html|text\/plain|application\/xml)\b/

/**
 * A page any visitor may get, ready to send: the HTML in each encoding, computed once, and every
 * header including the policy with the hashes of this HTML's inline scripts.
 */
export interface SharedPage {
  status: number
  headers: [string, string][]
  etag: string
  bodies: { identity: Uint8Array<ArrayBuffer>; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }
  /** The Brotli quality the page is worth once asked again, while `br` is still the quick one. */
  betterBrotli?: number
}

export const sharedPageBytes = (page: SharedPage) => page.bodies.identity.byteLength + page.bodies.br.byteLength + page.bodies.gzip.byteLength + 2_048

/** `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * A weak ETag of the page: two renders of the same content differ only in the time each route's
 * data was loaded (`u:` in the router's dehydrated state), which the browser uses for its own
 * staleness only, so that is left out of the hash.
 */
function pageEtag(html: string): string {
  const content = html.replace(/([{,]u:)\d+/g, (_, prefix: string) => `${prefix}0`)
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`
}

/** A render that may be shared: a 200 HTML page, not marked personal by the render, no cookie. */
function mayShare(rendered: Response): boolean {
  // A render that marked itself personal (it read the session: getCurrentUser) is never shared.
  const personal = /\b(private|no-store)\b/i.test(rendered.headers.get('cache-control') ?? '')
  return !personal && rendered.status === 200 && isHtml(rendered) && !rendered.headers.has('set-cookie')
}

/**
 * The shared page of a render (its body read whole), or the render back as this visitor's when it
 * may not be shared: personal, a cookie, not a 200 page, or the nonce shows outside the elements.
 */
export async function shareRender(rendered: Response, nonce: string, brotliQuality: BrotliPlan): Promise<{ page: SharedPage } | { personal: Response }> {
  if (!mayShare(rendered)) return { personal: rendered }
  const text = await rendered.text()
  // The app waits for an interaction: the head keeps only the page's own rules (docs/decisions/0067).
  const html = appWaitsForInteraction(text) ? withUsedCssOnly(text) : text
  const shared = hashInlineElements(html, nonce)
  // The nonce shows elsewhere in the page: it stays this visitor's.
  if (!shared) return { personal: new Response(html, rendered) }
  const etag = pageEtag(shared.html)
  const headers = new Headers(rendered.headers)
  headers.delete('content-length')
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set('ETag', etag)
  headers.set('Vary', 'Accept-Encoding')
  const secured = withSecurityHeaders(new Response(null, { headers }), shared.hashes)
  const identity = new TextEncoder().encode(shared.html)
  const [br, gzip] = await Promise.all([brotliOf(identity, brotliQuality.now), gzipped(identity, { level: 9 }).then((buffer) => new Uint8Array(buffer))])
  const page: SharedPage = { status: rendered.status, headers: [...secured.headers], etag, bodies: { identity, br, gzip } }
  if (brotliQuality.asked && brotliQuality.asked > brotliQuality.now) page.betterBrotli = brotliQuality.asked
  return { page }
}

async function brotliOf(identity: Uint8Array<ArrayBuffer>, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length }
  return new Uint8Array(await brotli(identity, { params }))
}

/** The page with its Brotli body at the quality it is worth (`betterBrotli`), for a page asked again. */
export async function betterCompressed(page: SharedPage): Promise<SharedPage> {
  const { betterBrotli, ...rest } = page
  if (!betterBrotli) return page
  return { ...rest, bodies: { ...page.bodies, br: await brotliOf(page.bodies.identity, betterBrotli) } }
}

/** The shared page as `request` takes it: a 304 for its ETag, else in the encoding it prefers. */
export function sharedResponse(request: Request, page: SharedPage): Response {
  if (matchesEtag(request.headers.get('if-none-match'), page.etag)) {
    // No policy on a 304: a cache lays the 304's headers over the copy it kept, and this render's
    // hashes (its scripts hold the time their data was loaded) are not that copy's.
    const headers = [...page.headers.filter(([name]) => name !== 'content-security-policy'), ...requestIdResponseHeader()]
    return new FastResponse(null, { status: 304, headers })
  }
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const body = page.bodies[encoding ?? 'identity']
  const headers: [string, string][] = [...page.headers, ['content-length', String(body.byteLength)], ...requestIdResponseHeader()]
  if (encoding) headers.push(['content-encoding', encoding])
  // srvx's own Response for Node: the kept bytes go to the socket as they are, where a Web
  // Response would copy them and build its body stream on every hit (docs/decisions/0056).
  return new FastResponse(body, { status: page.status, headers })
}

/** A body known to be under 1 KB (a refusal's page): gzip would save a few bytes and cost a stream. */
const tooSmallToCompress = (response: Response) => Number(response.headers.get('content-length') ?? Infinity) < 1_024

/** gzip as it streams, when the client takes it (Brotli has no CompressionStream in Node). */
function compressedStream(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding') || tooSmallToCompress(response)) return response
  response.headers.append('Vary', 'Accept-Encoding')
  if (preferredEncoding(request.headers.get('accept-encoding'), ['gzip']) !== 'gzip') return response
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers })
}

/**
 * A response for this visitor only: its policy (the nonce it was rendered with, or the hashes of
 * the kept render it was made from), gzip as it streams, and `private, no-store` when HTML, a
 * cookie or a redirect. A redirect without it (a 301 set in the CMS) would be kept by browsers for
 * good, and staff could not take it back.
 */
export function personalResponse(request: Request, response: Response, inline: string | InlineHashes): Response {
  const secured = withSecurityHeaders(response, inline)
  const redirect = secured.status >= 300 && secured.status < 400
  if ((isHtml(secured) || secured.headers.has('set-cookie') || redirect) && !secured.headers.has('cache-control')) {
    secured.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  }
  return compressedStream(request, secured)
}

/**
 * The response to `request` as it leaves the server, without the render cache. `nonce` is the one
 * the page was rendered with; `shareable` says the request may get a shared page (public-pages.server.ts).
 */
export async function finishResponse(request: Request, rendered: Response, nonce: string, shareable: boolean): Promise<Response> {
  if (!shareable) return personalResponse(request, rendered, nonce)
  const result = await shareRender(rendered, nonce, BROTLI_QUALITY.once)
  return 'page' in result ? sharedResponse(request, result.page) : personalResponse(request, result.personal, nonce)
}

/**
 * A page that failed because the CMS did not answer (cms-client's CmsUnavailable): the layout's
 * "try again shortly" page as a 503 with when to try again, which tells a crawler or a load
 * balancer the same, rather than the 500 of a fault.
 */
export function unavailableResponse(response: Response, retryAfterSeconds: number): Response {
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(retryAfterSeconds))
  headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}
