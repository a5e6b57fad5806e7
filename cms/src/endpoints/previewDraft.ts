import type { Endpoint } from 'payload'
import { env } from '@/env'
import { verifyPreviewToken } from '@storefront/rules/preview-token.server'

/**
 * GET /api/preview/draft with `X-Preview-Token: <token>` (docs/decisions/0010): the newest draft of
 * the one document a valid preview token names. The storefront asks for it while a staff member
 * previews; the token, signed with PREVIEW_SECRET and short-lived, is the only credential, so the
 * storefront never holds a staff login. Anything else answers 404, like a document that is not there.
 */
export const previewDraft: Endpoint = {
  path: '/preview/draft',
  method: 'get',
  handler: async (req) => {
    const headers = { 'cache-control': 'private, no-store' }
    const check = await verifyPreviewToken(req.headers.get('x-preview-token'), env.PREVIEW_SECRET)
    if (!check.ok) return Response.json({ errors: [{ message: '미리보기 링크가 유효하지 않거나 만료되었습니다.' }] }, { status: 404, headers })
    const { collection, id } = check.claims
    const doc = await req.payload.findByID({ collection, id, draft: true, depth: 1, overrideAccess: true, disableErrors: true, req }).catch(() => null)
    if (!doc) return Response.json({ errors: [{ message: '문서를 찾을 수 없습니다.' }] }, { status: 404, headers })
    return Response.json({ collection, doc }, { headers })
  },
}
