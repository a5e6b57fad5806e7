import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '@/env'
import { waitUntilDatabaseAnswers } from '@/jobs/staleJobs'
import type { Customer, ServiceMessage, ServiceRequest, User } from '@/payload-types'
import { mailBrand } from '@/requests/mail/mailBrand'
import { messageMailText } from './messageMailText'
import { dispatchNotice } from '@/notices/dispatch'
import { replyNotice } from '@/notices/noticeContent'

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
 * The outbox of A/S conversation notices (queued by queueMessageMail): each message tells the other
 * side, staff's reply by the customer's channel (notices/dispatch: KakaoTalk, a text or a mail), the
 * customer's message by mail to staff. Retried like the status notices when a server refuses.
 */
export const messageMailTask: TaskConfig<'messageMail'> = {
  slug: 'messageMail',
  label: 'A/S 메시지 알림',
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
    const customer = request && typeof request.customer === 'object' ? (request.customer as Customer | null) : undefined
    // A message or request removed since: nothing to tell anyone.
    if (!message || !request || !customer) return { output: {} }
    const { brandName, from } = await mailBrand(req)
    const toCustomer = message.author === 'staff'
    const facts = {
      brandName,
      number: request.number ?? '',
      to: toCustomer ? ('customer' as const) : ('staff' as const),
      customerName: customer.name ?? null,
      body: message.body,
      photoCount: message.photos?.length ?? 0,
      at: new Date(message.createdAt),
      link: toCustomer
        ? new URL(`/user/service/view/${request.id}`, env.WEB_URL).toString()
        : new URL(`/admin/collections/service-requests/${request.id}`, env.CMS_PUBLIC_URL).toString(),
    }
    if (toCustomer) {
      // Staff's reply reaches the customer by their channel, once (notices/dispatch).
      await dispatchNotice(payload, {
        key: `service-messages:${message.id}`,
        customer,
        about: { serviceRequest: request.id },
        content: replyNotice(facts),
        mail: () => payload.sendEmail({ to: customer.email!, from, ...messageMailText(facts) }),
      })
    } else {
      const to = await staffAddresses(req, request)
      if (to.length === 0) return { output: {} }
      await payload.sendEmail({ to, from, ...messageMailText(facts) })
    }
    await waitUntilDatabaseAnswers(payload)
    return { output: {} }
  },
}
