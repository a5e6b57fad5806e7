import type { SiteChrome } from '~/features/layout/site-chrome.functions'
import { pageTitle } from '~/features/layout/site-meta'

interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>
}

interface ContentMeta {
  title: string
  description?: string | null
  /** A draft in preview: never indexed. */
  preview?: boolean
}

/**
 * `head` of a page whose name comes from the CMS (a post, a page, terms): the spec's title (the
 * name, then the brand), its own description, and noindex for a draft in preview.
 */
export function contentHead({ matches }: HeadContext, content: ContentMeta | undefined) {
  if (!content) return {}
  const chrome = matches[0]?.loaderData as SiteChrome | undefined
  const title = pageTitle(content.title, chrome?.site.brandName ?? '')
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
      ...(content.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ],
  }
}
