import type { Page } from '@storefront/cms/payload-types'
import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { toImageView } from '~/features/posts/post-view.server'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { CmsPageData } from './types'

export function toCmsPage(page: Page, preview = false): CmsPageData {
  return {
    title: page.title,
    description: page.description ?? null,
    path: `/${page.slug}`,
    hero: toImageView(page.heroImage),
    html: renderRichText(page.content),
    preview,
  }
}

/** Every published CMS page by slug, rendered once per content version (as posts are). */
export const getPublishedPages = publicContent(async () => {
  const { docs } = await cms().find('pages', { pagination: false, depth: 1 })
  return new Map(docs.filter((page) => page._status !== 'draft').map((page) => [page.slug, toCmsPage(page)]))
})
