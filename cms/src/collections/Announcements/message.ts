import type { PayloadRequest } from 'payload'
import { env } from '@/env'
import type { Announcement } from '@/payload-types'
import { mailBrand } from '@/requests/mail/mailBrand'

/** The site's address of what the announcement is about: the trade-in event's page or the survey's. */
export function linkOf(announcement: Pick<Announcement, 'kind' | 'tradeInEvent' | 'survey'>): string | null {
  const { kind, tradeInEvent, survey } = announcement
  if (kind === 'trade-in-event' && tradeInEvent)
    return new URL(`/trade-in/${typeof tradeInEvent === 'object' ? tradeInEvent.id : tradeInEvent}`, env.WEB_URL).toString()
  if (kind === 'survey' && typeof survey === 'object' && survey?.slug) return new URL(`/survey/${survey.slug}`, env.WEB_URL).toString()
  return null
}

/** The brand a message names: the site settings' (as the mails do). */
export const brandOf = async (req: PayloadRequest): Promise<string> => (await mailBrand(req)).brandName
