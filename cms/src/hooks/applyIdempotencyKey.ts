import type { CollectionBeforeChangeHook } from 'payload'

/** Stores the scoped key endpoints/idempotentCreate put in the context (clients cannot set the field). */
export const applyIdempotencyKey: CollectionBeforeChangeHook = ({ context, data, operation }) => {
  if (operation === 'create' && typeof context.idempotencyKey === 'string') data.idempotencyKey = context.idempotencyKey
  return data
}
