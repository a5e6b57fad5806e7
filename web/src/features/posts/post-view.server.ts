import type { Media, Post } from '@storefront/cms/payload-types'
import type { ImageView, PostSummary } from './types'
import { postCategoryLabel } from '@storefront/rules/post-categories'
import { formatDate } from '~/ui/format-date'
import { imageSrcSet, mediaUrl } from '~/ui/rich-text/rich-text.server'

export function toImageView(value: number | Media | null | undefined): ImageView | null {
  if (typeof value !== 'object' || value === null) return null
  const src = mediaUrl(value.sizes?.card?.url ?? value.url)
  if (!src) return null
  const card = value.sizes?.card
  return {
    src,
    srcSet: imageSrcSet(value),
    width: (card?.url ? card.width : value.width) ?? undefined,
    height: (card?.url ? card.height : value.height) ?? undefined,
    alt: value.alt ?? '',
  }
}

export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt ?? null,
    category: post.category,
    categoryLabel: postCategoryLabel(post.category),
    date: formatDate(post.publishedAt),
    dateTime: post.publishedAt ?? null,
    href: `/posts/${post.id}`,
  }
}
