import type { TaskConfig } from 'payload'
import { env } from '@/env'
import type { Customer } from '@/payload-types'
import type { ServiceStatus } from '@/shared/service-request-flow'
import { statusMail } from './status-mail'

/**
 * The outbox of status mails (queued by collections/ServiceRequests/hooks/queueStatusMail). A mail
 * the server refuses fails the job, and the queue tries again later, ten times over about an hour
 * and a half; a failure shows in the job's log in the admin panel.
 */
export const serviceStatusMail: TaskConfig<'serviceStatusMail'> = {
  slug: 'serviceStatusMail',
  label: 'A/S 상태 알림 메일',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  // One mail of a request at a time, oldest first: "received" never arrives before "requested".
  concurrency: { key: ({ input }) => `service-request:${input.request}` },
  inputSchema: [
    { name: 'request', type: 'number', required: true },
    { name: 'entry', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const request = await payload.findByID({ collection: 'service-requests', id: input.request, depth: 1, overrideAccess: true, req })
    const entry = request.timeline?.find(({ id }) => id === input.entry)
    const customer = request.customer as Customer
    // A request or customer removed since: nothing to tell anyone.
    if (!entry || !customer?.email) return { output: {} }
    const site = await payload.findGlobal({ slug: 'site', depth: 0, req })
    const mail = statusMail({
      brandName: site.brandName || '바포레',
      customerName: customer.name ?? null,
      number: request.number ?? '',
      status: entry.status as ServiceStatus,
      note: entry.note ?? null,
      at: new Date(entry.at),
      link: new URL(`/user/service/view/${request.id}`, env.WEB_URL).toString(),
    })
    await payload.sendEmail({ to: customer.email, ...mail })
    return { output: {} }
  },
}
