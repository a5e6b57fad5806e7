import { seoulDay } from '@storefront/rules/seoul-date'
import type { TradeInEventData, TradeInEventPageData } from './types'

const DAY = 24 * 60 * 60 * 1000

/** Calendar days in Seoul from `from` to `to` (0 on the same day). */
const seoulDaysBetween = (from: Date, to: Date) => Math.round((Date.parse(seoulDay(to)) - Date.parse(seoulDay(from))) / DAY)

/** Where the event stands at `now`: the same for every visitor, so the page stays shareable. */
export function withPhase(event: TradeInEventData, now = new Date()): TradeInEventPageData {
  const starts = new Date(event.startsAt.iso)
  const ends = new Date(event.endsAt.iso)
  if (now < starts) return { ...event, phase: 'upcoming', days: seoulDaysBetween(now, starts) }
  if (now > ends) return { ...event, phase: 'ended', days: 0 }
  return { ...event, phase: 'running', days: seoulDaysBetween(now, ends) }
}
