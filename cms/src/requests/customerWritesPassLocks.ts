import type { CollectionBeforeOperationHook, CollectionSlug } from 'payload'
import { isCustomerUser } from '@/access/roles'

/**
 * A staff member with a request open in the admin panel holds Payload's lock on it, and Payload
 * refuses anyone else's change with a 423. The customer's own change (a cancel, another shop, their
 * tracking number) must still land: they cannot know who is looking. What staff's open form sends
 * back later cannot undo it: the flow refuses a stale status, and an empty shipment changes nothing
 * (requests/shipping/checkShipping).
 */
export const customerWritesPassLocks =
  <Slug extends CollectionSlug>(): CollectionBeforeOperationHook<Slug> =>
  ({ args, operation, req }) =>
    operation === 'update' && isCustomerUser(req.user) ? { ...args, overrideLock: true } : args
