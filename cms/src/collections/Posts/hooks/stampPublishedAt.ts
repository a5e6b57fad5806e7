import type { CollectionBeforeChangeHook } from 'payload'

/** The first publish dates the post, unless an editor chose a date. */
export const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
