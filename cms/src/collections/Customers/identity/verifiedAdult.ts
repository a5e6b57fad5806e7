import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { identityMessages } from '@storefront/rules/identity'

type WithIdentity = { identity?: { adultVerifiedAt?: string | null } | null }

/** Verified through PortOne as 19 or older; the checkbox of before (consents.adultConfirmedAt) does not count. */
export const isVerifiedAdult = (customer: WithIdentity | null | undefined): boolean => Boolean(customer?.identity?.adultVerifiedAt)

/**
 * The customer's person key (one person across accounts, docs/decisions/0060), or the refusal an
 * adult-only step answers a customer who has not verified: 403 with the Korean reason.
 */
export async function verifiedPersonOf(req: PayloadRequest, customerId: number | string): Promise<string> {
  const customer = await req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, req, disableErrors: true })
  const personKey = customer?.identity?.personKey
  if (!customer || !isVerifiedAdult(customer) || !personKey) throw new APIError(identityMessages.required, 403, { code: 'identity-required' }, true)
  return personKey
}

/** An adult-only create (a device registration, a trade-in): a customer creating it must have verified. Staff entering one on a customer's behalf are not asked. */
export const requireVerifiedAdult: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && isCustomerUser(req.user)) await verifiedPersonOf(req, req.user!.id)
  return data
}
