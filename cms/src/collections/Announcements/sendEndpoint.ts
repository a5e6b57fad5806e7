import { APIError, type Endpoint } from 'payload'
import { isAdminOrManager } from '@/access/isAdminOrManager'
import { textNoticesConfigured } from '@/notices/solapi'
import { earliestSend } from '@storefront/rules/advertising'
import { announcementClock } from './clock'
import { ANNOUNCEMENT_QUEUE } from './queue'

export const SEND_FORBIDDEN = '광고성 정보는 매니저와 관리자만 보낼 수 있습니다.'
const SEND_NO_PROVIDER = '문자·카카오톡 발송 업체(SOLAPI)가 설정되지 않아 보낼 수 없습니다.'

/**
 * POST /api/announcements/:id/send: a manager's or admin's press of 보내기 (docs/decisions/0064).
 * The first press turns the draft `queued` and queues its send job; any press after that (a double
 * click, a retried request) finds it no longer a draft and queues nothing. The job itself waits
 * for the morning when pressed in the night.
 */
export const sendAnnouncementEndpoint: Endpoint = {
  path: '/:id/send',
  method: 'post',
  handler: async (req) => {
    if (!isAdminOrManager({ req })) throw new APIError(SEND_FORBIDDEN, 403, null, true)
    if (!textNoticesConfigured()) throw new APIError(SEND_NO_PROVIDER, 409, null, true)
    const id = Number(req.routeParams?.id)
    const found = Number.isInteger(id) && (await req.payload.findByID({ collection: 'announcements', id, depth: 0, disableErrors: true, req }))
    if (!found) throw new APIError('광고를 찾을 수 없습니다.', 404, null, true)
    if (found.state !== 'draft') return Response.json({ state: found.state, sendAfter: found.sendAfter ?? null })
    const now = announcementClock()
    const sendAfter = earliestSend(now).toISOString()
    // Payload's updates are not conditional: two presses at the same instant may both get here,
    // and queue two jobs of one concurrency key; the second then finds every recipient done.
    await req.payload.update({
      collection: 'announcements',
      id,
      data: { state: 'queued', requestedAt: now.toISOString(), sendAfter, requestedBy: req.user?.id },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await req.payload.jobs.queue({ task: 'announcementSend', queue: ANNOUNCEMENT_QUEUE, input: { announcement: id }, req })
    return Response.json({ state: 'queued', sendAfter })
  },
}
