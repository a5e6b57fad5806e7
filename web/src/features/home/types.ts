import type { ImageView, PostSummary } from '~/features/posts/types'

/** Icon keys of the CMS `home` global's quick links (cms/src/globals/Home/config.ts). */
export const QUICK_LINK_ICONS = ['register', 'service', 'shops', 'warranty', 'trade-in', 'survey', 'kakao', 'store'] as const
export type QuickLinkIcon = (typeof QUICK_LINK_ICONS)[number]

export interface QuickLink {
  label: string
  description: string | null
  href: string
  icon: QuickLinkIcon
}

export interface RunningEvent {
  id: number
  title: string
  summary: string | null
  /** "YYYY-MM-DD ~ YYYY-MM-DD" (Seoul). */
  period: string
  /** ISO end, for <time>. */
  endsAt: string
  href: string
  banner: ImageView | null
}

/** Everything the home screen shows, resolved on the server. */
export interface HomeData {
  hero: { headline: string; subline: string | null; cta: { label: string; href: string } | null; image: ImageView | null }
  quickLinks: QuickLink[]
  posts: PostSummary[]
  events: RunningEvent[]
}
