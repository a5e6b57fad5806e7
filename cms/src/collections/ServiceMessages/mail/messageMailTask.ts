import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '@/env'
import { waitUntilDatabaseAnswers } from '@/jobs/staleJobs'
import type { Customer, ServiceMessage, ServiceRequest, User } from '@/payload-types'
import { mailBrand } from '@/requests/mail/mailBrand'
import { messageMailText } from './messageMailText'

/** Who on the team hears of a customer's message: the request's assignee, else every admin and manager. */
async function staffAddresses(req: PayloadRequest, request: ServiceRequest): Promise<string[]> {
  const assignee = typeof request.assignee === 'object' ? (request.assignee as User | null) : null
  if (assignee?.email) return [assignee.email]
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { role: { in: ['admin', 'manager'] } },
    select: { email: true },
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((user) => user.email).filter(Boolean)
}

/**
 * The outbox of A/S conversation mails (queued by queueMessageMail): each
 * message mails the other side. Retried like the status mails when the server refuses.
 */
export const messageMailTask: TaskConfig<'messageMail'> = {
  slug: 'messageMail',
  label: 'A/S 메시지 알림 메일',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'message', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const message = (await payload.findByID({
      collection: 'service-messages',
      id: input.message,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })) as ServiceMessage | null
    const requestId = message && (typeof message.request === 'object' ? message.request.id : message.request)
    const request = requestId
      ? await payload.findByID({ collection: 'service-requests', id: requestId, depth: 1, overrideAccess: true, req, disableErrors: true })
      : null
    const customer = request?.customer as (Customer & { email?: string | null }) | undefined
    // A message or request removed since: nothing to tell anyone.
    if (!message || !request || !customer) return { output: {} }
    const { brandName, from } = await mailBrand(req)
    const toCustomer = message.author === 'staff'
    const to = toCustomer ? (customer.email ? [customer.email] : []) : await staffAddresses(req, request)
    if (to.length === 0) return { output: {} }
    const mail = messageMailText({
      brandName,
      number: request.number ?? '',
      to: toCustomer ? 'customer' : 'staff',
      customerName: customer.name ?? null,
      body: message.body,
      photoCount: message.photos?.length ?? 0,
      at: new Date(message.createdAt),
      link: toCustomer
        ? new URL(`/user/service/view/${request.id}`, env.WEB_URL).toString()
        : new URL(`/admin/collections/service-requests/${request.id}`, env.CMS_PUBLIC_URL).toString(),
    })
    await payload.sendEmail({ to, from, ...mail })
    await waitUntilDatabaseAnswers(payload)
    return { output: {} }
  },
}
