import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { fieldRefusal } from '@/lib/fieldRefusal'
import { relationId } from '@storefront/rules/relation-id'

/** A consumer may attach only files they uploaded themselves, never someone else's by id. */
export const ownAttachmentsOnly =
  (fields: string[]): CollectionBeforeChangeHook =>
  async ({ collection, data, req }) => {
    if (!isCustomerUser(req.user)) return data
    const idsOf = (field: string) => [data[field]].flat().filter(Boolean).map(relationId)
    const ids = [...new Set(fields.flatMap(idsOf))]
    if (ids.length === 0) return data
    const { docs } = await req.payload.find({
      collection: 'attachments',
      where: { and: [{ id: { in: ids } }, { customer: { equals: req.user!.id } }] },
      select: {},
      pagination: false,
      depth: 0,
      req,
    })
    const own = new Set(docs.map(({ id }) => id))
    const refused = fields.filter((field) => idsOf(field).some((id) => !own.has(id!)))
    if (refused.length > 0) throw fieldRefusal(collection.slug, Object.fromEntries(refused.map((field) => [field, '본인이 올린 파일만 첨부할 수 있습니다.'])))
    return data
  }
