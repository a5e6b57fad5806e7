import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '@/env'
import type { Customer, ServiceRequest, TradeIn } from '@/payload-types'
import { estimateToken } from '@/collections/ServiceRequests/estimate/estimateLink'
import { waitUntilDatabaseAnswers } from '@/jobs/staleJobs'
import { trackingUrl } from '@storefront/rules/shipping'
import { payoutText } from '@storefront/rules/trade-in'
import { mailBrand } from './mailBrand'
import { statusMailText, type MailKind } from './statusMailText'
import { dispatchNotice } from '@/notices/dispatch'
import { statusNotice } from '@/notices/noticeContent'

/** Which records mail their status changes, and where the customer follows each. */
const sources = {
  'service-requests': { kind: 'service', link: (id: number) => `/user/service/view/${id}` },
  'trade-ins': { kind: 'trade-in', link: (id: number) => `/trade-in/view/${id}` },
} as const satisfies Record<string, { kind: MailKind; link: (id: number) => string }>
export type Source = keyof typeof sources

/** Who a record's status mail goes to and how it names the record: the task's and the admin's preview alike. */
export async function mailAddressing(req: PayloadRequest, collection: Source, record: ServiceRequest | TradeIn, customer: Customer & { email: string }) {
  const source = sources[collection]
  return {
    kind: source.kind,
    to: customer.email,
    ...(await mailBrand(req)),
    customerName: customer.name ?? null,
    number: record.number ?? '',
    link: new URL(source.link(record.id), env.WEB_URL).toString(),
  }
}

const payoutOf = (event: TradeIn['event']) => (typeof event === 'object' ? payoutText(event.payoutMethod, event.payoutDays) : null)

/** The mail's link to answer the estimate the request now has (a revised one replaces the last). */
async function estimateLinkOf(record: ServiceRequest | TradeIn): Promise<string | null> {
  const estimate = 'estimate' in record ? record.estimate : null
  if (!estimate?.nonce || !estimate.sentAt || estimate.state !== 'pending') return null
  const url = new URL('/service/estimate', env.WEB_URL)
  url.searchParams.set('token', await estimateToken({ id: record.id, nonce: estimate.nonce }, estimate.sentAt))
  return url.toString()
}

/**
 * The outbox of status notices of A/S requests and trade-ins (queued by queueStatusMail), by the
 * customer's channel: KakaoTalk, a text or a mail (notices/dispatch). A notice the server refuses fails the job, and the queue tries again later, ten times over about an
 * hour and a half; a failure shows in the job's log in the admin panel. Its first slug was
 * `serviceStatusMail`; the migration that renamed it renamed queued jobs' slug with it.
 */
export const statusMailTask: TaskConfig<'statusMail'> = {
  slug: 'statusMail',
  label: 'A/S·보상 판매 상태 알림',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  // One mail of a record at a time, oldest first: "received" never arrives before "requested".
  concurrency: { key: ({ input }) => `${input.collection ?? 'service-requests'}:${input.request}` },
  inputSchema: [
    { name: 'request', type: 'number', required: true },
    { name: 'entry', type: 'text', required: true },
    // Empty in jobs queued before trade-ins mailed too: those are A/S requests.
    { name: 'collection', type: 'select', options: Object.keys(sources) },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const collection: Source = input.collection ?? 'service-requests'
    const record = (await payload.findByID({ collection, id: input.request, depth: 1, overrideAccess: true, req, disableErrors: true })) as
      ServiceRequest | TradeIn | null
    const entry = record?.timeline?.find(({ id }) => id === input.entry)
    const customer = record && typeof record.customer === 'object' ? record.customer : undefined
    // A record or customer removed since: nothing to tell anyone.
    if (!record || !entry || !customer) return { output: {} }
    const { to, from, ...addressing } = await mailAddressing(req, collection, record, { ...customer, email: customer.email ?? '' })
    const facts = {
      ...addressing,
      status: entry.status,
      event: entry.event ?? null,
      note: entry.note ?? null,
      at: new Date(entry.at),
      credit: 'creditGranted' in record && entry.status === 'completed' && !entry.event ? record.creditGranted : null,
      tracking: entry.event === 'sent-back' && record.outbound?.courier ? trackingUrl(record.outbound.courier, record.outbound.trackingNumber ?? '') : null,
      // How and when the credit is paid: said when the trade-in is approved, and again with the amount when it is done.
      payout: 'event' in record && ['approved', 'completed'].includes(entry.status) && !entry.event ? payoutOf(record.event) : null,
      estimateLink: entry.event === 'estimated' ? await estimateLinkOf(record) : null,
    }
    // By the customer's channel, once (notices/dispatch): KakaoTalk, a text, or this mail.
    await dispatchNotice(payload, {
      key: `${collection}:${record.id}:${entry.id}`,
      customer,
      about: { ...(collection === 'trade-ins' ? { tradeIn: record.id } : { serviceRequest: record.id }), entry: entry.id ?? undefined },
      content: statusNotice(facts),
      mail: () => payload.sendEmail({ to, from, ...statusMailText(facts) }),
    })
    // Sent: a database that is down now must not make it look unsent (jobs/staleJobs).
    await waitUntilDatabaseAnswers(payload)
    return { output: {} }
  },
}
