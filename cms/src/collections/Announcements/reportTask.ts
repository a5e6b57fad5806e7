import type { Payload, TaskConfig } from 'payload'
import { REPORT_PAGE, reportsOf } from '@/notices/solapi'
import { countsOf } from './send'

/**
 * Follows an announcement's messages to their delivery reports (docs/decisions/0073): each row the
 * provider took (`sent`) turns `delivered`, or `failed` with the reason in Korean, and the counts on
 * the announcement follow. Nothing of ours goes instead of an ad the carrier failed: a 친구톡 that
 * KakaoTalk cannot reach SOLAPI already sends as LMS, and an advertisement is no notice owed.
 * Returns how many reports are not final yet.
 */
async function followReports(payload: Payload, announcement: number): Promise<number> {
  let pending = 0
  // By id, past the last page: a row whose report is still pending stays `sent`.
  for (let after = 0; ;) {
    const { docs } = await payload.find({
      collection: 'announcement-recipients',
      where: { announcement: { equals: announcement }, state: { equals: 'sent' }, messageId: { exists: true }, id: { greater_than: after } },
      sort: 'id',
      limit: REPORT_PAGE,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs.length) break
    const reports = await reportsOf(docs.map((row) => row.messageId!))
    for (const row of docs) {
      const report = reports.get(row.messageId!)!
      if (report.outcome === 'pending') {
        pending += 1
        continue
      }
      await payload.update({
        collection: 'announcement-recipients',
        id: row.id,
        data: {
          state: report.outcome === 'failed' ? 'failed' : 'delivered',
          messageType: report.type,
          reason: report.reason,
          reportedAt: new Date().toISOString(),
        },
        depth: 0,
        overrideAccess: true,
      })
    }
    after = docs.at(-1)!.id
  }
  await payload.update({
    collection: 'announcements',
    id: announcement,
    data: { counts: await countsOf(payload, announcement) },
    depth: 0,
    overrideAccess: true,
  })
  return pending
}

/**
 * Queued when an announcement's send is done. The provider knows within seconds, sometimes
 * minutes: a run that finds a report not final yet fails, and the queue asks again later (about
 * twenty minutes in all, as the notices' noticeReport). Run twice, it only records again.
 */
export const announcementReportTask: TaskConfig<'announcementReport'> = {
  slug: 'announcementReport',
  label: '광고성 정보 전달 확인',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 5_000 } },
  concurrency: { key: ({ input }) => `announcement-reports:${input.announcement}` },
  inputSchema: [{ name: 'announcement', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const pending = await followReports(req.payload, input.announcement)
    if (pending > 0) throw new Error(`announcement ${input.announcement}: ${pending} delivery reports not final yet`)
    return { output: {} }
  },
}
