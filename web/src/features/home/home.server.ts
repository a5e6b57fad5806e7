import type { Home, TradeInEvent } from '@storefront/cms/payload-types'
import { isHref } from '@storefront/cms/urls'
import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { toImageView } from '~/features/posts/post-view.server'
import type { PostSummary } from '~/features/posts/types'
import type { SurveyListing } from '~/features/surveys/types'
import { formatDate } from '~/ui/format-date'
import { type HomeData, QUICK_LINK_ICONS, type QuickLink, type QuickLinkIcon, type RunningEvent } from './types'

/** How many posts the home screen lists when a manager has featured none. */
export const LATEST_POSTS = 4

const DEFAULT_HEADLINE = '정품으로 시작하는 안심 케어'

// depth=1: the hero image comes as a document. Featured posts are matched against the published
// posts, so a draft a manager featured never shows.
export const getHomeSettings = publicContent(() => cms().global('home', { depth: 1 }))

/** Published trade-in events; which of them run is decided per request. */
export const getTradeInEvents = publicContent(async () => {
  const { docs } = await cms().find('trade-in-events', { pagination: false, depth: 1, sort: 'endsAt' })
  return docs.filter((event) => event._status !== 'draft')
})

const isIcon = (value: unknown): value is QuickLinkIcon => (QUICK_LINK_ICONS as readonly string[]).includes(value as string)
const isLink = (href: string | null | undefined): href is string => !!href && isHref(href)

export function toQuickLinks(home: Home): QuickLink[] {
  return (home.quickLinks ?? [])
    .filter((link) => isLink(link.href) && isIcon(link.icon))
    .map((link) => ({ label: link.label, description: link.description ?? null, href: link.href, icon: link.icon as QuickLinkIcon }))
}

/** The posts a manager featured (published ones, in their order), else the latest. */
export function homePosts(home: Home, latest: readonly PostSummary[]): PostSummary[] {
  const published = new Map(latest.map((post) => [post.id, post]))
  const featured = (home.featuredPosts ?? []).flatMap((post) => published.get(typeof post === 'object' ? post.id : post) ?? [])
  return featured.length ? featured : latest.slice(0, LATEST_POSTS)
}

/** Events running at `now`: started, not yet ended. */
export function runningEvents(events: readonly TradeInEvent[], now: number): RunningEvent[] {
  return events
    .filter((event) => Date.parse(event.startsAt) <= now && now < Date.parse(event.endsAt))
    .map((event) => ({
      id: event.id,
      title: event.title,
      summary: event.summary ?? null,
      period: `${formatDate(event.startsAt)} ~ ${formatDate(event.endsAt)}`,
      endsAt: event.endsAt,
      href: `/trade-in/${event.id}`,
      banner: toImageView(event.banner),
    }))
}

/**
 * Where the header's 보상 판매 leads: the one running event itself, or the home page's list of
 * them when several run (and the home page shows them); nowhere while none runs.
 */
export function tradeInMenuHref(running: readonly RunningEvent[], shownOnHome: boolean): string | null {
  if (running.length === 0) return null
  return running.length > 1 && shownOnHome ? '/#home-events' : running[0]!.href
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
