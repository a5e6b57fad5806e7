import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { isCustomerUser } from '@/access/roles'
import { relationId } from '@/shared/relation-id'

/** A consumer may attach only files they uploaded themselves, never someone else's by id. */
export const ownAttachmentsOnly =
  (fields: string[]): CollectionBeforeChangeHook =>
  async ({ data, req }) => {
    if (!isCustomerUser(req.user)) return data
    const ids = [
      ...new Set(
        fields
          .flatMap((field) => [data[field]].flat())
          .filter(Boolean)
          .map(relationId),
      ),
    ]
    if (ids.length === 0) return data
    const { totalDocs } = await req.payload.count({
      collection: 'attachments',
      where: { and: [{ id: { in: ids } }, { customer: { equals: req.user!.id } }] },
      req,
    })
    if (totalDocs !== ids.length) throw new APIError('본인이 올린 파일만 첨부할 수 있습니다.', 400, null, true)
    return data
  }
