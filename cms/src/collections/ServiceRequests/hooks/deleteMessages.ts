import type { CollectionBeforeDeleteHook } from 'payload'

/** The messages of a request go with it (only an admin deletes requests). */
export const deleteMessages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'service-messages', where: { request: { equals: id } }, overrideAccess: true, req })
}
