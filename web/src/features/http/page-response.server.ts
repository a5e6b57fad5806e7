import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { InlineHashes } from '~/features/security/content-security-policy'
import { withSecurityHeaders } from '~/features/security/security-headers.server'
import { preferredEncoding } from './encoding'
import { hashInlineElements } from './inline-hashes.server'

// What leaves the server with a page or other response (docs/decisions/0023): a public page for
// anyone is shared — hashes instead of its nonce, CDN cache headers, an ETag, compressed once from
// the whole HTML; everything per visitor is `private, no-store`; text is compressed as it streams.

/** A CDN serves its copy for a second, then keeps serving it for a minute while it asks again. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=60'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Brotli quality for a page compressed as it is sent (11 takes milliseconds; 5 a fraction of one). */
const BROTLI_QUALITY_PER_REQUEST = 5

const isHtml = (response: Response) => response.headers.get('content-type')?.startsWith('text/html') ?? false
/** Text the server writes that is worth compressing (server functions are left alone: they may stream). */
const COMPRESSIBLE = /^(text\/html|text\/plain|application\/xml)\b/

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
export function pageEtag(html: string): string {
  const content = html.replace(/([{,]u:)\d+/g, (_, prefix: string) => `${prefix}0`)
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 32)}"`
}

function sharedPage(request: Request, rendered: Response, html: string, hashes: InlineHashes): Response {
  const etag = pageEtag(html)
  const headers = new Headers(rendered.headers)
  headers.delete('content-length')
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set('ETag', etag)
  headers.set('Vary', 'Accept-Encoding')
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    // No policy on a 304: a cache lays the 304's headers over the copy it kept, and this render's
    // hashes (its scripts hold the time their data was loaded) are not that copy's.
    const notModified = withSecurityHeaders(new Response(null, { status: 304, headers }), hashes)
    notModified.headers.delete('Content-Security-Policy')
    return notModified
  }
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const bytes = Buffer.from(html, 'utf8')
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        })
      : encoding === 'gzip'
        ? gzipSync(bytes)
        : bytes
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.length))
  return withSecurityHeaders(new Response(new Uint8Array(body), { status: rendered.status, statusText: rendered.statusText, headers }), hashes)
}

/** gzip as it streams, when the client takes it (Brotli has no CompressionStream in Node). */
function compressedStream(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !COMPRESSIBLE.test(type) || response.headers.has('content-encoding')) return response
  response.headers.append('Vary', 'Accept-Encoding')
  if (preferredEncoding(request.headers.get('accept-encoding'), ['gzip']) !== 'gzip') return response
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers })
}

/**
 * The response to `request` as it leaves the server. `nonce` is the one the page was rendered
 * with; `shareable` says the request may get a shared page (public-pages.server.ts).
 */
export async function finishResponse(request: Request, rendered: Response, nonce: string, shareable: boolean): Promise<Response> {
  let response = rendered
  // A render that marked itself personal (it read the session: getCurrentUser) is never shared.
  const personal = /\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
  if (shareable && !personal && response.status === 200 && isHtml(response) && !response.headers.has('set-cookie')) {
    const html = await response.text()
    const shared = hashInlineElements(html, nonce)
    if (shared) return sharedPage(request, response, shared.html, shared.hashes)
    // The nonce shows elsewhere in the page: it stays this visitor's.
    response = new Response(html, response)
  }
  const secured = withSecurityHeaders(response, nonce)
  if ((isHtml(secured) || secured.headers.has('set-cookie')) && !secured.headers.has('cache-control')) {
    secured.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
  }
  return compressedStream(request, secured)
}
