import type { Post } from '@storefront/cms/payload-types'
import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import { toImageView, toPostSummary } from './post-view.server'
import type { PostPageData } from './types'

export function toPostPage(post: Post, preview = false): PostPageData {
  return { ...toPostSummary(post), hero: toImageView(post.heroImage), html: renderRichText(post.content), preview }
}

/**
 * Every published post, newest first, rendered once per CMS content version: a post page costs
 * a map lookup, and an unknown id never reaches the CMS. (Visitors read published posts only:
 * the CMS's access rule.) depth=1 brings images inside the text and the hero image.
 */
export const getPublishedPosts = publicContent(async () => {
  const { docs } = await cms().find('posts', { pagination: false, depth: 1, sort: '-publishedAt' })
  const published = docs.filter((post) => post._status !== 'draft')
  return {
    byId: new Map(published.map((post) => [post.id, toPostPage(post)])),
    latest: published.map(toPostSummary),
  }
})
