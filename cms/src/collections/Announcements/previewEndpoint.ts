import { APIError, type Endpoint } from 'payload'
import { isStaff } from '@/access/isStaff'
import { env } from '@/env'
import { advertisingText, REFUSAL_PATH } from '@storefront/rules/advertising'
import { brandOf, linkOf } from './message'

/** Where each customer's own signed link stands in the preview (it differs per customer). */
const PREVIEW_REFUSAL_TOKEN = '(받는 고객마다 다른 서명)'

/**
 * GET /api/announcements/:id/preview: the saved announcement's text exactly as the send job builds
 * it (rules/advertising), with the brand of the site settings, the event's or survey's link and the
 * refusal line; only the refusal link's signature, which is each customer's own, is shown as such.
 */
export const previewAnnouncementEndpoint: Endpoint = {
  path: '/:id/preview',
  method: 'get',
  handler: async (req) => {
    if (!isStaff({ req })) throw new APIError('권한이 없습니다.', 403, null, true)
    const id = Number(req.routeParams?.id)
    const found = Number.isInteger(id) && (await req.payload.findByID({ collection: 'announcements', id, depth: 1, disableErrors: true, req }))
    if (!found) throw new APIError('광고를 찾을 수 없습니다.', 404, null, true)
    const refusal = new URL(REFUSAL_PATH, env.WEB_URL)
    const text = advertisingText({
      brand: await brandOf(req),
      title: found.title,
      body: found.body,
      link: linkOf(found),
      refusalUrl: `${refusal}?t=${PREVIEW_REFUSAL_TOKEN}`,
    })
    return Response.json({ text, channel: found.channel, state: found.state })
  },
}
