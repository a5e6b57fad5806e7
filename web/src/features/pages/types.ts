import type { ImageView } from '~/features/posts/types'

/** A CMS page (/korea) as the storefront shows it. */
export interface CmsPageData {
  title: string
  description: string | null
  path: string
  hero: ImageView | null
  html: string
  /** A staff member's draft preview (features/preview). */
  preview: boolean
}
