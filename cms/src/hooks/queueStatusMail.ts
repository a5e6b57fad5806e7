import type { CollectionAfterChangeHook } from 'payload'

/**
 * Every status change (the filing included) mails the customer, through the jobs queue: the job is
 * written in the same transaction as the change, so it is never lost, and a mail server that is
 * down only delays it (jobs/statusMail retries); the change itself never waits for the mail.
 */
export const queueStatusMail =
  (collection: 'service-requests' | 'trade-ins'): CollectionAfterChangeHook =>
  async ({ doc, operation, previousDoc, req }) => {
    if (operation === 'update' && previousDoc?.status === doc.status) return doc
    const entry = doc.timeline?.at(-1)
    if (!entry?.id) return doc
    await req.payload.jobs.queue({ task: 'statusMail', input: { request: doc.id, entry: entry.id, collection }, req })
    return doc
  }
