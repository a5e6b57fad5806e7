import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms, cmsResponse, credentialHeaders } from '~/features/cms/cms-client.server'

const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/service/photo/{id}: a photo the consumer attached to their request, from the CMS with
 * their own session (attachments are private: anyone else's is not found).
 */
export async function serveMyPhoto(id: string): Promise<Response> {
  if (!/^[1-9]\d{0,15}$/.test(id) || !(await readSessionUser())) return notFound()
  const credential = { session: sessionCookieValue()! }
  let filename: string | null | undefined
  try {
    ;({ filename } = await cms(credential).findByID('attachments', id, { depth: 0, select: ['filename', 'kind'] }))
  } catch (error) {
    if (error instanceof CmsError && [403, 404].includes(error.status)) return notFound()
    throw error
  }
  if (!filename) return notFound()
  const upstream = await cmsResponse(`/api/attachments/file/${encodeURIComponent(filename)}`, credentialHeaders(credential))
  if (!upstream || upstream.status !== 200) {
    await upstream?.body?.cancel()
    return upstream ? notFound() : new Response('Bad gateway', { status: 502 })
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'content-length']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}
