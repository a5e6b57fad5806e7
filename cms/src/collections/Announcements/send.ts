// Sending an announcement (광고성 정보) to the customers who consented, exactly once each
// (docs/decisions/0064). The job (sendTask) calls `sendAnnouncement` with the CMS's clock; tests
// call it with theirs. In order:
//   1. targeted once: a recipients row per consenting customer with a number, keyed
//      `announcements:<announcement>:<customer>` (unique), so a job run again adds no one twice;
//   2. outside the send window (08:00–20:50 Seoul) nothing goes: the job queues itself again for 08:00;
//   3. each row still queued: the customer read again at that moment — refused since, skipped;
//      consent older than two years, skipped and told once to re-confirm; else the message, its
//      row written `sending` before the provider is asked and looked up there by its key when a
//      run finds it so (as the notices, docs/decisions/0058);
//   4. the counts written on the announcement, which is then sent, and its delivery reports
//      followed (reportTask, docs/decisions/0073).
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { env } from '@/env'
import type { Announcement, AnnouncementRecipient, Customer } from '@/payload-types'
import { createLocalReq } from 'payload'
import { dbFor } from '@/lib/db'
import { masked } from '@/notices/dispatch'
import { findSubmitted, NoticeRefused, submit } from '@/notices/solapi'
import { advertisingText, consentHolds, earliestSend, inQuietHours, reconfirmText } from '@storefront/rules/advertising'
import { refusalUrl } from '@/collections/Customers/marketing/refusalLink'
import { brandOf, linkOf } from './message'
import type { RecipientState } from './labels'
import { ANNOUNCEMENT_QUEUE } from './queue'

const PAGE = 100
const recipientKey = (announcement: number, customer: number) => `announcements:${announcement}:${customer}`
const reconfirmKey = (customer: Customer) => `reconfirm:${customer.id}:${customer.consents?.marketingAcceptedAt}`

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as { message?: string })?.message ?? error))

/** Rows of the recipients collection are written without the job's request: each commits at once. */
const record = (payload: Payload, id: number, data: Partial<AnnouncementRecipient>) =>
  payload.update({ collection: 'announcement-recipients', id, data, depth: 0, overrideAccess: true })

/**
 * Takes a queued row for this run, atomically: a run given back as stale while its first run still
 * sends cannot take the same one. Payload's updates are not conditional, hence the SQL.
 */
async function claim(payload: Payload, row: AnnouncementRecipient): Promise<boolean> {
  const db = await dbFor(payload)
  const taken = await db.execute(
    sql`update announcement_recipients set state = 'sending', attempted_at = now(), updated_at = now() where id = ${row.id} and state = 'queued' returning id`,
  )
  return taken.rows.length === 1
}

/** Customers with a consent on file and a number to send to (the consent's age is judged per message). */
async function target(payload: Payload, announcement: Announcement): Promise<void> {
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'customers',
      where: { 'consents.marketingOptIn': { equals: true }, phone: { exists: true }, anonymisedAt: { exists: false } },
      select: { phone: true },
      sort: 'id',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    })
    for (const customer of docs) {
      if (!customer.phone) continue
      const key = recipientKey(announcement.id, customer.id)
      try {
        await payload.create({
          collection: 'announcement-recipients',
          data: { key, announcement: announcement.id, customer: customer.id, state: 'queued', recipient: masked(customer.phone) },
          overrideAccess: true,
        })
      } catch (error) {
        // Targeted by an earlier run of this job: already there.
        if (!isUniqueViolation(error)) throw error
      }
    }
    if (!hasNextPage) break
  }
  await payload.update({ collection: 'announcements', id: announcement.id, data: { targetedAt: new Date().toISOString() }, depth: 0, overrideAccess: true })
}

/** Tells a customer whose consent lapsed that it must be confirmed again: once per consent, never an ad. */
async function remindToReconfirm(payload: Payload, customer: Customer, brand: string): Promise<void> {
  const key = reconfirmKey(customer)
  const found = (await payload.find({ collection: 'announcement-recipients', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]
  if (found && found.state !== 'sending') return
  const row =
    found ??
    (await payload.create({
      collection: 'announcement-recipients',
      data: { key, customer: customer.id, state: 'sending', recipient: masked(customer.phone!), attemptedAt: new Date().toISOString() },
      overrideAccess: true,
    }))
  await deliver(payload, row, found !== undefined, {
    to: customer.phone!,
    text: reconfirmText(brand, new URL('/user', env.WEB_URL).toString()),
    key,
  })
}

/** Hands one message to the provider unless an earlier attempt did; the row records the outcome. */
async function deliver(payload: Payload, row: AnnouncementRecipient, retried: boolean, message: Parameters<typeof submit>[0]): Promise<void> {
  const earlier = retried ? await findSubmitted(message.to, message.key, new Date(row.attemptedAt ?? row.createdAt)) : null
  try {
    const sent = earlier ?? (await submit(message))
    await record(payload, row.id, { state: 'sent', messageId: sent.messageId, messageType: sent.type })
  } catch (error) {
    // Refused for what it is: sending again cannot help (a timeout or a 500 fails the job, which runs again).
    if (!(error instanceof NoticeRefused)) throw error
    await record(payload, row.id, { state: 'failed', reason: error.message })
  }
}

async function sendTo(payload: Payload, announcement: Announcement, row: AnnouncementRecipient, brand: string, now: Date): Promise<void> {
  const customerId = typeof row.customer === 'object' ? row.customer.id : row.customer
  const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true, overrideAccess: true })
  // A refusal takes effect at once: read now, not when targeted.
  if (!customer?.consents?.marketingOptIn || customer.anonymisedAt || !customer.phone) return void (await record(payload, row.id, { state: 'refused' }))
  if (!consentHolds(customer.consents.marketingAcceptedAt, now)) {
    await remindToReconfirm(payload, customer, brand)
    return void (await record(payload, row.id, { state: 'lapsed' }))
  }
  const retried = row.state === 'sending'
  if (!retried && !(await claim(payload, row))) return
  if (!retried) row = await payload.findByID({ collection: 'announcement-recipients', id: row.id, depth: 0, overrideAccess: true })
  const text = advertisingText({
    brand,
    title: announcement.title,
    body: announcement.body,
    link: linkOf(announcement),
    refusalUrl: await refusalUrl(customer.id, now),
  })
  await deliver(payload, row, retried, {
    to: customer.phone,
    text,
    key: row.key,
    advertising: { channel: announcement.channel, subject: `(광고) ${announcement.title}`.slice(0, 40) },
  })
}

/** How many rows are in each state, as the announcement shows them; `sent` is every message the provider took, whatever its report. */
export async function countsOf(payload: Payload, announcement: number) {
  const count = async (where: Where = {}) =>
    (await payload.count({ collection: 'announcement-recipients', where: { announcement: { equals: announcement }, ...where }, overrideAccess: true }))
      .totalDocs
  const inState = (state: RecipientState) => count({ state: { equals: state } })
  return {
    targeted: await count(),
    sent: await count({ messageId: { exists: true } }),
    delivered: await inState('delivered'),
    failed: await inState('failed'),
    refused: await inState('refused'),
    lapsed: await inState('lapsed'),
  }
}

export type SendOutcome = { done: true } | { done: false; waitUntil: Date }

/** One run of an announcement's send at `now()`: sends what it may, or says when to come back. */
export async function sendAnnouncement(payload: Payload, id: number, now: () => Date): Promise<SendOutcome> {
  const announcement = await payload.findByID({ collection: 'announcements', id, depth: 1, overrideAccess: true })
  if (announcement.state === 'sent') return { done: true }
  if (!announcement.targetedAt) await target(payload, announcement)
  const brand = await brandOf(await createLocalReq({}, payload))
  for (;;) {
    if (inQuietHours(now())) {
      const waitUntil = earliestSend(now())
      await payload.update({
        collection: 'announcements',
        id,
        data: { sendAfter: waitUntil.toISOString(), counts: await countsOf(payload, id) },
        depth: 0,
        overrideAccess: true,
      })
      return { done: false, waitUntil }
    }
    const { docs } = await payload.find({
      collection: 'announcement-recipients',
      where: { announcement: { equals: id }, state: { in: ['queued', 'sending'] } },
      sort: 'id',
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs.length) break
    for (const row of docs) {
      // A long send that reaches 20:50 stops there and resumes in the morning.
      if (inQuietHours(now())) break
      await sendTo(payload, announcement, row, brand, now())
    }
  }
  await payload.update({
    collection: 'announcements',
    id,
    data: { state: 'sent', sentAt: now().toISOString(), counts: await countsOf(payload, id) },
    depth: 0,
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'announcementReport', queue: ANNOUNCEMENT_QUEUE, input: { announcement: id } })
  return { done: true }
}
