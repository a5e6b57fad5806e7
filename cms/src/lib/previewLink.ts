import type { GeneratePreviewURL } from 'payload'
import { isStaffUser } from '@/access/roles'
import { env } from '@/env'
import { createPreviewToken, type PreviewCollection, storefrontPath } from '@storefront/rules/preview-token.server'

/**
 * `admin.preview` of Posts, Pages and Surveys: the admin panel's preview button opens the storefront's
 * /api/preview with a short-lived signed token for this document (docs/decisions/0010).
 */
export const previewLink =
  (collection: PreviewCollection): GeneratePreviewURL =>
  async (doc, { req }) => {
    const id = typeof doc.id === 'number' ? doc.id : Number(doc.id)
    if (!isStaffUser(req.user) || !Number.isInteger(id) || id <= 0) return null
    const slug = typeof doc.slug === 'string' ? doc.slug : null
    if (collection !== 'posts' && !slug) return null
    const token = await createPreviewToken({ collection, id, path: storefrontPath(collection, { id, slug }) }, env.PREVIEW_SECRET)
    return `${env.WEB_URL.replace(/\/+$/, '')}/api/preview?token=${encodeURIComponent(token)}`
  }
