import { DATA_REQUEST_STATUSES, type DataRequestKind } from '@storefront/rules/data-request'
import { readSessionUser, sessionCookieValue } from '~/features/auth/session.server'
import { CmsError, cms, cmsResponse, credentialHeaders } from '~/features/cms/cms-client.server'
import { formatDate } from '~/ui/format-date'

/** A request of mine as my page lists it. */
export type MyDataRequest = { id: number; kind: DataRequestKind; status: string; receivedOn: string; dueOn: string; answer: string | null }

const signedOut = () =>
  new Response('로그인이 필요합니다.', { status: 401, headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/user/my-data[?format=html]: everything the CMS holds about me, as a file to keep
 * (개인정보 보호법 제35조). From the CMS with my own session; passed on as it comes.
 */
export async function serveMyData(request: Request): Promise<Response> {
  const session = sessionCookieValue()
  if (!session || !(await readSessionUser())) return signedOut()
  const format = new URL(request.url).searchParams.get('format') === 'html' ? 'html' : 'json'
  const upstream = await cmsResponse(`/api/customers/me/data?format=${format}`, credentialHeaders({ session }))
  if (!upstream) return new Response('잠시 후 다시 시도해 주세요.', { status: 503, headers: { 'cache-control': 'no-store' } })
  if (upstream.status !== 200) {
    await upstream.body?.cancel()
    return upstream.status === 401 ? signedOut() : new Response('내려받지 못했습니다. 잠시 후 다시 시도해 주세요.', { status: 502 })
  }
  const headers = new Headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
  for (const name of ['content-type', 'content-disposition']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: 200, headers })
}

/** My requests about my data, newest first; null when signed out. */
export async function myDataRequests(): Promise<MyDataRequest[] | null> {
  const session = sessionCookieValue()
  if (!session) return null
  const { docs } = await cms({ session }).find('data-requests', { sort: '-createdAt', limit: 20, depth: 0 })
  return docs.map((doc) => ({
    id: doc.id,
    kind: doc.kind,
    status: DATA_REQUEST_STATUSES[doc.status],
    receivedOn: formatDate(doc.createdAt),
    dueOn: formatDate(doc.dueAt),
    answer: doc.answer ?? null,
  }))
}

type RequestResult = { ok: true; dueOn: string } | { ok: false; message: string }

/** Files a request; the same `key` sent again answers with the first, never a second request. */
export async function fileDataRequest(input: { kind: DataRequestKind; details: string; key: string }): Promise<RequestResult> {
  const session = sessionCookieValue()
  if (!session) return { ok: false, message: '로그인이 끝났습니다. 다시 로그인한 뒤 요청해 주세요.' }
  try {
    const doc = await cms({ session }).create('data-requests', { kind: input.kind, details: input.details }, { depth: 0 }, { idempotencyKey: input.key })
    return { ok: true, dueOn: formatDate(doc.dueAt) }
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return { ok: false, message: error.consumerMessage ?? '요청 내용을 확인해 주세요.' }
    throw error
  }
}
