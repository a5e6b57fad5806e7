import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import type { ServiceMessage } from '@/payload-types'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { messageRefusals } from '@storefront/rules/service-message'
import { openStatuses } from '@storefront/rules/workflow'
import { relationId } from '@storefront/rules/relation-id'

/**
 * A message belongs to its request's customer, whoever writes it. A customer writes only on their
 * own request while it is open; staff on any. Who wrote it is set here, never taken from the input.
 */
export const joinRequest: CollectionBeforeChangeHook<ServiceMessage> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const customer = isCustomerUser(req.user)
  const request = data.request
    ? await req.payload.findByID({
        collection: 'service-requests',
        id: relationId(data.request),
        depth: 0,
        overrideAccess: !customer,
        user: req.user,
        req,
        disableErrors: true,
      })
    : null
  if (!request) throw new APIError(messageRefusals.noRequest, 404, null, true)
  if (customer && !openStatuses(serviceFlow).includes(request.status)) throw new APIError(messageRefusals.closed, 400, null, true)
  if (!data.body?.trim()) throw new APIError(messageRefusals.empty, 400, null, true)
  return {
    ...data,
    body: data.body.trim(),
    customer: relationId(request.customer),
    author: customer ? 'customer' : 'staff',
    staffUser: customer ? null : Number(req.user!.id),
  }
}
