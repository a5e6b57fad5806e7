import type { TradeInEvent } from '@storefront/cms/payload-types'
import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { toImageView } from '~/features/posts/post-view.server'
import { formatDate } from '~/ui/format-date'
import type { RunningEvent } from './types'

// The trade-in events that run now, as every page's frame (the header's 보상 판매) and the home
// page's list show them. An event's own pages and requests are the trade-in feature's.

/** Published trade-in events; which of them run is decided per request. */
export const getTradeInEvents = publicContent(async () => {
  const { docs } = await cms().find('trade-in-events', { pagination: false, depth: 1, sort: 'endsAt' })
  return docs.filter((event) => event._status !== 'draft')
})

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
