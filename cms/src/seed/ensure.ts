import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

/** What a seed run created, per collection: empty on a second run. */
export type Created = Partial<Record<CollectionSlug, number>>

/** The first document matching `where`, created by `create` when there is none (and counted). */
export async function ensure<S extends CollectionSlug>(
  payload: Payload,
  created: Created,
  collection: S,
  where: Where,
  create: () => Promise<DataFromCollectionSlug<S>>,
): Promise<DataFromCollectionSlug<S>> {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
  if (docs[0]) return docs[0]
  const doc = await create()
  created[collection] = (created[collection] ?? 0) + 1
  return doc
}
