import type { ImageView, PostSummary } from '~/features/posts/types'
import type { SurveyListing } from '~/features/surveys/types'
import type { RunningEvent } from '~/features/trade-in-events/types'

import type { QuickLinkIcon } from '@storefront/rules/quick-link-icons'

export { QUICK_LINK_ICONS, type QuickLinkIcon } from '@storefront/rules/quick-link-icons'

export interface QuickLink {
  label: string
  description: string | null
  href: string
  icon: QuickLinkIcon
}

/** Everything the home screen shows, resolved on the server. */
export interface HomeData {
  hero: { headline: string; subline: string | null; cta: { label: string; href: string } | null; image: ImageView | null }
  quickLinks: QuickLink[]
  posts: PostSummary[]
  events: RunningEvent[]
  /** Surveys open now. */
  surveys: SurveyListing[]
}
