// One notice to a customer, by exactly one channel, exactly once (docs/decisions/0058). Called by
// the status and reply jobs (requests/mail, collections/ServiceMessages/mail), which the queue
// runs again after any failure. The notices row of the notice's key is the record of what was
// done: written and committed before the provider is asked, so a run that never heard the answer
// (a timeout, a CMS killed mid-send) first looks the message up at the provider by that key
// rather than send it again. A notice the carrier failed (noticeReport) goes on by the next
// channel in a row of that channel's own, with the same promise (docs/decisions/0073).
import type { Payload } from 'payload'
import { env } from '@/env'
import { ANNOUNCEMENT_QUEUE } from '@/collections/Announcements/queue'
import type { Customer, Notice } from '@/payload-types'
import { noticeChannelOf, type NoticeChannel } from '@storefront/rules/notice-channel'
import { render, type NoticeContent } from './noticeContent'
import { findSubmitted, NoticeRefused, submit, textNoticesConfigured } from './solapi'

export interface NoticeOrder {
  /** One notice per key: `<collection>:<record>:<timeline entry>`, `service-messages:<message>`. */
  key: string
  customer: Customer
  about: { serviceRequest?: number; tradeIn?: number; entry?: string }
  content: NoticeContent
  /** Sends the notice's mail (the customer chose it, or has no number). */
  mail: () => Promise<unknown>
}

/** The channel of a customer's next notice: their choice, KakaoTalk by default to a verified number, the mail when no text can go. */
export function channelFor(customer: Pick<Customer, 'phone' | 'email' | 'noticeChannel' | 'identity'>): NoticeChannel | null {
  const chosen = noticeChannelOf(customer)
  const texts = textNoticesConfigured() && Boolean(customer.phone)
  if (chosen !== 'email' && texts) return chosen
  if (customer.email) return 'email'
  return texts ? 'kakao' : null
}

/** 010-****-5678, k***@example.com: enough for staff to tell which, no more. */
export const masked = (recipient: string) =>
  recipient.includes('@')
    ? recipient.replace(/^(.).*(@.*)$/, '$1***$2')
    : recipient.replace(/^(\d+)-(\d+)-(\d{4})$/, (_, a: string, b: string, c: string) => `${a}-${'*'.repeat(b.length)}-${c}`)

const byKey = async (payload: Payload, key: string): Promise<Notice | null> =>
  (await payload.find({ collection: 'notices', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] ?? null

// The row is written without the job's request: each write commits at once, whatever the job does next.
const record = (payload: Payload, id: number, data: Partial<Notice>) => payload.update({ collection: 'notices', id, data, depth: 0, overrideAccess: true })

/** The key of the row of a notice gone on by `channel` after the carrier failed it: each channel once. */
const fallbackKey = (key: string, channel: NoticeChannel) => `${key}#${channel}`

/**
 * The job that sends the notice of `key` (`<collection>:<record>:<entry>` or
 * `service-messages:<message>`, as statusMail and messageMail make them, or
 * `service-programs:<program>:<device>`), queued again by the
 * delivery report to send it by its fallback: the job finds the failed row and goes on from it.
 */
export async function queueNoticeAgain(payload: Payload, key: string): Promise<void> {
  const [collection, record, entry] = key.split('#')[0]!.split(':')
  if (collection === 'service-messages') await payload.jobs.queue({ task: 'messageMail', input: { message: Number(record) } })
  // A service program's notice: `service-programs:<program>:<device>` (ServicePrograms/notify).
  else if (collection === 'service-programs')
    await payload.jobs.queue({ task: 'serviceProgramNotify', queue: ANNOUNCEMENT_QUEUE, input: { program: Number(record), device: Number(entry) } })
  else
    await payload.jobs.queue({
      task: 'statusMail',
      input: { collection: collection as 'service-requests' | 'trade-ins', request: Number(record), entry: entry! },
    })
}

export async function dispatchNotice(payload: Payload, order: NoticeOrder): Promise<void> {
  let key = order.key
  let existing = await byKey(payload, key)
  // A notice that was under way keeps its channel, whatever the customer chose since.
  let channel = (existing?.channel as NoticeChannel | undefined) ?? channelFor(order.customer)
  // The carrier failed it (noticeReport): it goes on by the next channel, in that channel's row.
  while (existing?.state === 'failed' && existing.fallback) {
    channel = existing.fallback
    key = fallbackKey(order.key, channel)
    existing = await byKey(payload, key)
  }
  // Done before (a job run again after it had sent): nothing more.
  if (existing && existing.state !== 'sending') return
  if (!channel) return
  const base = { key, kind: order.content.kind, customer: order.customer.id, ...order.about }

  if (channel === 'email') {
    if (!order.customer.email) return
    const notice =
      existing ??
      (await payload.create({
        collection: 'notices',
        data: { ...base, channel, state: 'sending', recipient: masked(order.customer.email), attemptedAt: new Date().toISOString() },
        overrideAccess: true,
      }))
    // SMTP has no key to look a mail up by: a mail whose job is not written done goes again (decision
    // 0021). Marking it sent is not waited for, so that the moment between the mail and the job's
    // record, where a crash sends it twice, is no longer than it was without this row.
    await order.mail()
    void record(payload, notice.id, { state: 'sent' }).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: 'a sent mail was not marked sent', key }),
    )
    return
  }

  const phone = order.customer.phone
  if (!phone || !env.SOLAPI) throw new Error(`notice ${key}: no number or no SOLAPI account for a ${channel} notice`)
  const { text, buttons } = render(env.WEB_URL, order.content)
  const kakao = channel === 'kakao' ? { templateId: env.SOLAPI.templateIds[order.content.kind], variables: order.content.variables, buttons } : undefined
  const notice =
    existing ??
    (await payload.create({
      collection: 'notices',
      data: { ...base, channel, state: 'sending', recipient: masked(phone), attemptedAt: new Date().toISOString() },
      overrideAccess: true,
    }))
  // An earlier attempt may have reached the provider without us hearing its answer.
  const earlier = existing ? await findSubmitted(phone, key, new Date(notice.attemptedAt ?? notice.createdAt)) : null
  try {
    const sent = earlier ?? (await submit({ to: phone, text, key, kakao }))
    await record(payload, notice.id, { state: 'accepted', messageId: sent.messageId, messageType: sent.type })
    await payload.jobs.queue({ task: 'noticeReport', input: { notice: notice.id } })
  } catch (error) {
    if (!(error instanceof NoticeRefused)) throw error
    // Refused for what it is (a template that does not match, a number that cannot take texts):
    // sending it again cannot help. The mail, when there is one, carries it instead.
    payload.logger.error({ err: error, msg: 'the message provider refused a notice', key })
    if (order.customer.email) await order.mail()
    await record(payload, notice.id, { state: 'failed', reason: `${error.message}${order.customer.email ? ' — 이메일로 보냈습니다.' : ''}` })
  }
}
