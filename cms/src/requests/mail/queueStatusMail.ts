import type { CollectionAfterChangeHook } from 'payload'
import { timelineEvents, type TimelineEvent } from '@storefront/rules/workflow'

type Entry = { id?: string | null; event?: string | null }

/** A status change (the filing included) mails; of the other entries, those their kind says. */
const mails = (entry: Entry) => !entry.event || timelineEvents[entry.event as TimelineEvent]?.mail === true

/**
 * Every status change, and every shipment back or inspection result, mails the customer through
 * the jobs queue: the job is written in the same transaction as the change, so it is never lost,
 * and a mail server that is down only delays it (statusMailTask retries); the change itself never
 * waits for the mail. One job per new timeline entry, in order.
 */
export const queueStatusMail =
  (collection: 'service-requests' | 'trade-ins'): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const before = new Set(((previousDoc?.timeline ?? []) as Entry[]).map((entry) => entry.id))
    const added = ((doc.timeline ?? []) as Entry[]).filter((entry) => entry.id && !before.has(entry.id) && mails(entry))
    for (const entry of added) await req.payload.jobs.queue({ task: 'statusMail', input: { request: doc.id, entry: entry.id!, collection }, req })
    return doc
  }
