import type { TaskConfig } from 'payload'
import { announcementClock } from './clock'
import { ANNOUNCEMENT_QUEUE } from './queue'
import { sendAnnouncement } from './send'

/**
 * The send of one announcement (send.ts). Its runs never overlap (one concurrency key per
 * announcement); a run in the night queues the next for 08:00 Seoul (`waitUntil`) and ends. A run
 * that fails (the provider down or slow) is run again by the queue; its recipients' rows make the
 * second run send only what the first did not.
 */
export const announcementSendTask: TaskConfig<'announcementSend'> = {
  slug: 'announcementSend',
  label: '광고성 정보 발송',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  concurrency: { key: ({ input }) => `announcements:${input.announcement}` },
  inputSchema: [{ name: 'announcement', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const outcome = await sendAnnouncement(req.payload, input.announcement, announcementClock)
    if (!outcome.done) await req.payload.jobs.queue({ task: 'announcementSend', queue: ANNOUNCEMENT_QUEUE, input, waitUntil: outcome.waitUntil })
    return { output: {} }
  },
}
