import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'
import { dbFor } from '@/lib/db'
import { cutoff } from './periods'
import { anonymiseClosedRequests } from './requests'

type RetentionResult = {
  accessRecordsDeleted: number
  permissionRecordsDeleted: number
  surveyResponsesUnlinked: number
  dataRequestsDeleted: number
  announcementRecipientsDeleted: number
  serviceRequestsAnonymised: number
  tradeInsAnonymised: number
  webVitalsDeleted: number
}

/**
 * Deletes or anonymises what is past its period at `now` (periods.ts). As the system: nobody may
 * delete an access or permission record through the API or the admin, and this is the only thing that does.
 * Each step is one statement over whatever is due, so a run after days without one catches up.
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const accessRecords = await payload.delete({
    collection: 'access-records',
    where: { createdAt: { less_than: cutoff('accessRecords', now).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  const permissionRecords = await payload.delete({
    collection: 'permission-records',
    where: { createdAt: { less_than: cutoff('permissionRecords', now).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  // The answers stay for the survey's results; whose they were does not.
  const surveyResponses = await payload.update({
    collection: 'survey-responses',
    where: { and: [{ customer: { exists: true } }, { createdAt: { less_than: cutoff('surveyResponses', now).toISOString() } }] },
    data: { customer: null, respondentKey: null },
    overrideAccess: true,
    context: { retention: true },
    depth: 0,
  })
  const dataRequests = await payload.delete({
    collection: 'data-requests',
    where: { closedAt: { less_than: cutoff('dataRequests', now).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  // An announcement's record of who got it; the consent reminders' rows (no announcement) keep each
  // reminder once per consent and are not advertising.
  const announcementRecipients = await payload.delete({
    collection: 'announcement-recipients',
    where: { and: [{ announcement: { exists: true } }, { createdAt: { less_than: cutoff('announcementRecipients', now).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  const result = {
    accessRecordsDeleted: accessRecords.docs.length,
    permissionRecordsDeleted: permissionRecords.docs.length,
    surveyResponsesUnlinked: surveyResponses.docs.length,
    dataRequestsDeleted: dataRequests.docs.length,
    announcementRecipientsDeleted: announcementRecipients.docs.length,
    serviceRequestsAnonymised: await anonymiseClosedRequests(payload, 'service_requests', now),
    tradeInsAnonymised: await anonymiseClosedRequests(payload, 'trade_ins', now),
    webVitalsDeleted: await deleteOldWebVitals(payload, now),
  }
  if (Object.values(result).some(Boolean)) payload.logger.info({ msg: 'retention: records past their period handled', ...result })
  return result
}

/** Web Vitals past their period: one statement, as there may be hundreds of thousands (no hooks, no files). */
async function deleteOldWebVitals(payload: Payload, now: Date): Promise<number> {
  const db = await dbFor(payload)
  const { rowCount } = await db.execute(sql`DELETE FROM "web_vitals" WHERE "created_at" < ${cutoff('webVitals', now).toISOString()}`)
  return rowCount ?? 0
}

/** Every day at 04:00 in Seoul (19:00 UTC), through the jobs queue's `daily` queue. */
export const retentionTask: TaskConfig<'retention'> = {
  slug: 'retention',
  label: '보유 기간이 지난 개인정보 파기',
  schedule: [{ cron: '0 0 19 * * *', queue: 'daily' }],
  retries: { attempts: 3 },
  outputSchema: [
    { name: 'accessRecordsDeleted', type: 'number' },
    { name: 'permissionRecordsDeleted', type: 'number' },
    { name: 'surveyResponsesUnlinked', type: 'number' },
    { name: 'dataRequestsDeleted', type: 'number' },
    { name: 'announcementRecipientsDeleted', type: 'number' },
    { name: 'serviceRequestsAnonymised', type: 'number' },
    { name: 'tradeInsAnonymised', type: 'number' },
    { name: 'webVitalsDeleted', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
}
