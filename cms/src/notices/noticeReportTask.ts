import type { TaskConfig } from 'payload'
import { reportOf } from './solapi'

/**
 * Whether a KakaoTalk or text notice the provider accepted reached the customer, and how: as
 * sent, or as the text message that replaced a KakaoTalk notice the customer could not receive
 * (대체 발송). The provider knows within seconds, sometimes minutes: the job asks, and while the
 * answer is not final it fails and the queue asks again later (about twenty minutes in all).
 */
export const noticeReportTask: TaskConfig<'noticeReport'> = {
  slug: 'noticeReport',
  label: '고객 알림 전달 확인',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'notice', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const notice = await payload.findByID({ collection: 'notices', id: input.notice, depth: 0, overrideAccess: true, disableErrors: true })
    if (!notice?.messageId || notice.state !== 'accepted') return { output: {} }
    const report = await reportOf(notice.messageId)
    if (report.outcome === 'pending') throw new Error(`notice ${notice.key}: the provider has no final result yet`)
    await payload.update({
      collection: 'notices',
      id: notice.id,
      data: { state: report.outcome, messageType: report.type, reason: report.reason, reportedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    return { output: {} }
  },
}
