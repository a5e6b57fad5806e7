import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload'

/** A field of another collection that points at this one, and what a record of it is called. */
export type Reference = { collection: CollectionSlug; field: string; label: string }

/**
 * Nothing in use can be deleted: a product, serial, shop, survey, event, customer or device that
 * records point at is refused with a Korean reason naming what points at it, instead of leaving
 * those records with an empty link (the device that loses its serial). What is no longer wanted
 * is switched off or closed instead; the message says where other staff would look.
 */
export function refuseDeleteInUse(references: Reference[]): CollectionBeforeDeleteHook & { references: Reference[] } {
  const hook: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const inUse: string[] = []
    for (const { collection, field, label } of references) {
      const { totalDocs } = await req.payload.count({ collection, where: { [field]: { equals: id } }, overrideAccess: true, req })
      if (totalDocs > 0) inUse.push(`${label} ${totalDocs.toLocaleString('ko-KR')}건`)
    }
    if (inUse.length > 0) throw new APIError(`삭제할 수 없습니다. ${inUse.join(', ')}이 연결되어 있습니다.`, 409, null, true)
  }
  // Kept on the hook so a test can hold the lists against the schema's relationships.
  return Object.assign(hook, { references })
}
