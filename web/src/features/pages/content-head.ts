import type { SiteChrome } from '~/features/layout/site-chrome.functions'
import { pageTitle } from '~/features/layout/site-meta'
import { absoluteUrl, canonicalUrl } from '~/features/seo/canonical'
import { articleLd, jsonLdScript } from '~/features/seo/structured-data'

interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>
  match?: { pathname: string }
}

interface ContentMeta {
  title: string
  description?: string | null
  /** A draft in preview: never indexed. */
  preview?: boolean
  /** The page's own image for link previews (a post's hero), instead of the site's share image. */
  image?: { src: string; alt: string; width?: number; height?: number } | null
  /** A post: shared as an article, with its Article structured data. */
  article?: { publishedAt: string | null }
}

/**
 * `head` of a page whose name comes from the CMS (a post, a page, terms): the usual title (the
 * name, then the brand), its own description and image, and noindex for a draft in preview.
 */
export function contentHead({ matches, match }: HeadContext, content: ContentMeta | undefined) {
  if (!content) return {}
  const chrome = matches[0]?.loaderData as SiteChrome | undefined
  const title = pageTitle(content.title, chrome?.site.brandName ?? '')
  const site = chrome?.site
  const imageUrl = site && content.image ? absoluteUrl(site.siteUrl, content.image.src) : undefined
  const pageUrl = site && match ? canonicalUrl(site.siteUrl, match) : undefined
  return {
    meta: [
      { title },
      { property: 'og:title', content: title },
      ...(content.description
        ? [
            { name: 'description', content: content.description },
            { property: 'og:description', content: content.description },
          ]
        : []),
      ...(imageUrl && content.image
        ? [
            { property: 'og:image', content: imageUrl },
            ...(content.image.width ? [{ property: 'og:image:width', content: String(content.image.width) }] : []),
            ...(content.image.height ? [{ property: 'og:image:height', content: String(content.image.height) }] : []),
            ...(content.image.alt ? [{ property: 'og:image:alt', content: content.image.alt }] : []),
          ]
        : []),
      ...(content.article ? [{ property: 'og:type', content: 'article' }] : []),
      ...(content.article?.publishedAt ? [{ property: 'article:published_time', content: content.article.publishedAt }] : []),
      ...(content.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ],
    scripts:
      content.article && site && pageUrl && !content.preview
        ? [
            jsonLdScript(
              articleLd(site, { url: pageUrl, title: content.title, description: content.description, datePublished: content.article.publishedAt, imageUrl }),
            ),
          ]
        : [],
  }
}
