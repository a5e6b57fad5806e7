import type { Payload, TaskConfig } from 'payload'
import type { Notice } from '@/payload-types'
import { noticeChannels, type NoticeChannel } from '@storefront/rules/notice-channel'
import { queueNoticeAgain } from './dispatch'
import { reportOf } from './solapi'

/**
 * Where a notice goes on after the carrier failed it (docs/decisions/0073): a KakaoTalk notice
 * that went as KakaoTalk, as a text; a text (or the text that replaced a KakaoTalk notice), by
 * mail; none when the customer has no number or address left for it.
 */
async function fallbackOf(payload: Payload, notice: Notice, type: string): Promise<NoticeChannel | null> {
  const id = typeof notice.customer === 'object' ? notice.customer?.id : notice.customer
  const customer = id ? await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (notice.channel === 'kakao' && type === 'ATA' && customer?.phone) return 'sms'
  return customer?.email ? 'email' : null
}

/**
 * Whether a KakaoTalk or text notice the provider accepted reached the customer, and how: as
 * sent, or as the text message that replaced a KakaoTalk notice the customer could not receive
 * (대체 발송). The provider knows within seconds, sometimes minutes: the job asks, and while the
 * answer is not final it fails and the queue asks again later (about twenty minutes in all). A
 * notice the carrier failed goes on by its next channel (KakaoTalk → text → mail): its own job,
 * queued again, sends it there once, however many times this runs.
 */
export const noticeReportTask: TaskConfig<'noticeReport'> = {
  slug: 'noticeReport',
  label: '고객 알림 전달 확인',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'notice', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    let notice = await payload.findByID({ collection: 'notices', id: input.notice, depth: 0, overrideAccess: true, disableErrors: true })
    if (notice?.messageId && notice.state === 'accepted') {
      const report = await reportOf(notice.messageId)
      if (report.outcome === 'pending') throw new Error(`notice ${notice.key}: the provider has no final result yet`)
      const fallback = report.outcome === 'failed' ? await fallbackOf(payload, notice, report.type) : null
      notice = await payload.update({
        collection: 'notices',
        id: notice.id,
        data: {
          state: report.outcome,
          messageType: report.type,
          reason: fallback ? `${report.reason} — ${noticeChannels[fallback]}로 다시 보냅니다.` : report.reason,
          fallback,
          reportedAt: new Date().toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
    }
    // Queued again by every run that finds it so (a run that died after the write above included):
    // the job finds this row and sends by the fallback only if that channel's row is not there yet.
    if (notice?.state === 'failed' && notice.fallback) await queueNoticeAgain(payload, notice.key)
    return { output: {} }
  },
}
