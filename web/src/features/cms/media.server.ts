import { cmsResponse } from './cms-client.server'

// A file name as Payload stores uploads (sanitised names, the size suffix of image sizes).
const FILE_NAME = /^[\w.@()+-][\w .@()+-]{0,254}$/

// Names of Payload uploads are unique (a second upload of the same name gets a suffix), so a file
// can be kept a day; revalidated with its ETag after that.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

const PASSED_ON = ['content-type', 'content-length', 'etag', 'last-modified']

/** The CMS's copy of a public upload (the Media collection), or 404. */
export async function serveCmsMedia(fileName: string, request: Request): Promise<Response> {
  if (!FILE_NAME.test(fileName) || fileName.includes('..')) return new Response('Not found', { status: 404 })
  const conditional = request.headers.get('if-none-match')
  const upstream = await cmsResponse(`/api/media/file/${encodeURIComponent(fileName)}`, conditional ? { 'if-none-match': conditional } : {})
  if (!upstream) return new Response('Bad gateway', { status: 502 })
  if (upstream.status !== 200 && upstream.status !== 304) {
    await upstream.body?.cancel()
    return new Response('Not found', { status: upstream.status === 404 || upstream.status === 403 ? 404 : 502 })
  }
  const headers = new Headers({ 'cache-control': CACHE_CONTROL, 'x-content-type-options': 'nosniff' })
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers })
}
