import type { Home } from '@storefront/cms/payload-types'
import { isHref } from '@storefront/rules/urls'
import { toImageView } from '~/features/posts/post-view.server'
import type { PostSummary } from '~/features/posts/types'
import type { SurveyListing } from '~/features/surveys/types'
import type { RunningEvent } from '~/features/trade-in-events/types'
import { type HomeData, QUICK_LINK_ICONS, type QuickLink, type QuickLinkIcon } from './types'

/** How many posts the home screen lists when a manager has featured none. */
export const LATEST_POSTS = 4

const DEFAULT_HEADLINE = '정품으로 시작하는 안심 케어'

const isIcon = (value: unknown): value is QuickLinkIcon => (QUICK_LINK_ICONS as readonly string[]).includes(value as string)
const isLink = (href: string | null | undefined): href is string => !!href && isHref(href)

export function toQuickLinks(home: Home): QuickLink[] {
  return (home.quickLinks ?? [])
    .filter((link) => isLink(link.href) && isIcon(link.icon))
    .map((link) => ({ label: link.label, description: link.description ?? null, href: link.href, icon: link.icon as QuickLinkIcon }))
}

/** The posts a manager featured (published ones, in their order: a draft never shows), else the latest. */
export function homePosts(home: Home, latest: readonly PostSummary[]): PostSummary[] {
  const published = new Map(latest.map((post) => [post.id, post]))
  const featured = (home.featuredPosts ?? []).flatMap((post) => published.get(typeof post === 'object' ? post.id : post) ?? [])
  return featured.length ? featured : latest.slice(0, LATEST_POSTS)
}

export function toHomeData(home: Home, posts: PostSummary[], events: RunningEvent[], surveys: SurveyListing[]): HomeData {
  const cta = home.hero?.ctaLabel && isLink(home.hero.ctaHref) ? { label: home.hero.ctaLabel, href: home.hero.ctaHref } : null
  return {
    hero: { headline: home.hero?.headline || DEFAULT_HEADLINE, subline: home.hero?.subline ?? null, cta, image: toImageView(home.hero?.image) },
    quickLinks: toQuickLinks(home),
    posts,
    events: home.showTradeInEvents === false ? [] : events,
    surveys,
  }
}
