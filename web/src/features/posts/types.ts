import type { Post } from '@storefront/cms/payload-types'

// What post pages and lists receive from the server (plain data, dates already formatted).

import type { ImageView } from '~/ui/rich-text/ArticleHero'

export type { ImageView }

/** A post in a list: no body. Dates are formatted on the server (no date library in the browser). */
export interface PostSummary {
  id: number
  title: string
  excerpt: string | null
  category: Post['category']
  categoryLabel: string
  /** YYYY-MM-DD in Seoul, '' when not published yet. */
  date: string
  /** ISO, for <time dateTime>. */
  dateTime: string | null
  href: string
}

/** A post as its page shows it: the body already turned into HTML. */
export interface PostPageData extends PostSummary {
  hero: ImageView | null
  html: string
  /** A staff member's draft preview (features/preview). */
  preview: boolean
}
