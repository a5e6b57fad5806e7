import type { TradeInEvent } from '@storefront/cms/payload-types'
import { creditFor, payoutText, tradeInGrades } from '@storefront/rules/trade-in'
import { getProducts } from '~/features/devices/catalog.server'
import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { toImageView } from '~/features/posts/post-view.server'
import { formatDate } from '~/ui/format-date'
import { renderRichText } from '~/ui/rich-text/rich-text.server'
import type { TradeInEventData } from './types'
import { relationId } from '@storefront/rules/relation-id'

const at = (iso: string) => ({ text: formatDate(iso, 'YYYY-MM-DD HH:mm'), iso })

/**
 * Every published trade-in event by id, rendered once per CMS content version (visitors read
 * published events only: the CMS's access rule). An unknown or unpublished id never reaches the CMS.
 */
export const getPublishedTradeInEvents = publicContent(async (): Promise<Map<number, TradeInEventData>> => {
  const [{ docs }, products] = await Promise.all([cms().find('trade-in-events', { pagination: false, depth: 1 }), getProducts()])
  const toData = (event: TradeInEvent): TradeInEventData => ({
    id: event.id,
    title: event.title,
    summary: event.summary ?? null,
    banner: toImageView(event.banner),
    startsAt: at(event.startsAt),
    endsAt: at(event.endsAt),
    offers: (event.eligibleProducts ?? []).flatMap((offer) => {
      const view = products.get(relationId(offer.product))
      if (!view) return []
      const credits = tradeInGrades.map(({ value, label, description }) => ({ grade: value, label, description, credit: creditFor(offer, value) }))
      return [{ productId: relationId(offer.product), name: view.name, image: view.image, credit: offer.credit, credits }]
    }),
    perCustomerLimit: event.perCustomerLimit,
    payout: payoutText(event.payoutMethod, event.payoutDays),
    termsHtml: renderRichText(event.terms),
  })
  return new Map(docs.filter((event) => event._status !== 'draft').map((event) => [event.id, toData(event)]))
})
