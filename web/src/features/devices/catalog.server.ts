import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { mediaUrl } from '~/ui/rich-text/rich-text.server'

// Public content held in memory until the CMS content version moves (public-content.server.ts):
// pages of devices show models and events without asking the CMS for them each time.

export interface ProductView {
  name: string
  image: { url: string; alt: string } | null
}

/** Every model by id, with its picture. */
export const getProducts = publicContent(async (): Promise<Map<number, ProductView>> => {
  const { docs } = await cms().find('products', { pagination: false, depth: 1, select: ['name', 'image'] })
  return new Map(
    docs.map((product) => {
      const image = typeof product.image === 'object' ? product.image : null
      const url = mediaUrl(image?.sizes?.card?.url ?? image?.url)
      return [product.id, { name: product.name, image: url ? { url, alt: image?.alt || product.name } : null }]
    }),
  )
})

export interface TradeInEventView {
  id: number
  title: string
  startsAt: string
  endsAt: string
  /** Credit in won, by product id. */
  credits: Map<number, number>
}

/** Published trade-in events not over when loaded; callers check the period against now. */
export const getTradeInEvents = publicContent(async (): Promise<TradeInEventView[]> => {
  const { docs } = await cms().find('trade-in-events', {
    pagination: false,
    depth: 0,
    where: { endsAt: { greater_than_equal: new Date().toISOString() } },
    select: ['title', 'startsAt', 'endsAt', 'eligibleProducts'],
  })
  return docs.map((event) => ({
    id: event.id,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    credits: new Map((event.eligibleProducts ?? []).map(({ product, credit }) => [typeof product === 'object' ? product.id : product, credit])),
  }))
})
