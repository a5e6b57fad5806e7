import type { CollectionBeforeChangeHook } from 'payload'
import { fieldRefusal } from '@/lib/fieldRefusal'
import { purchaseChannels, purchaseDayProblem } from '@storefront/rules/device-registration'
import { seoulDay } from '@storefront/rules/seoul-date'

const MARKETPLACE = purchaseChannels.find(({ value }) => value === 'marketplace')!.label

/**
 * The purchase as the consumer told it: a day no earlier than the model's release, and a place —
 * one of our shops (named after it, so staff can filter by shop), the marketplace store, or
 * elsewhere in their own words. Runs after registerSerial, which fills in the product.
 */
export const checkPurchase: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const purchaseDate = data.purchaseDate ?? originalDoc?.purchaseDate
  const productId = data.product ?? originalDoc?.product
  if (purchaseDate && productId && (operation === 'create' || data.purchaseDate !== undefined)) {
    const product = await req.payload.findByID({ collection: 'products', id: productId, depth: 0, req })
    const problem = purchaseDayProblem(seoulDay(new Date(purchaseDate)), product.releasedOn)
    if (problem) throw fieldRefusal('devices', { purchaseDate: problem })
  }
  const channel = data.purchaseChannel ?? originalDoc?.purchaseChannel
  if (channel === 'shop') {
    const shopId = data.purchaseShop ?? originalDoc?.purchaseShop
    const id = typeof shopId === 'object' && shopId ? shopId.id : shopId
    const shop = id ? await req.payload.findByID({ collection: 'shops', id, depth: 0, req, disableErrors: true }) : null
    if (!shop) throw fieldRefusal('devices', { purchaseShop: '구입하신 매장을 목록에서 고르세요.' })
    return { ...data, purchaseShop: shop.id, purchasePlace: shop.name }
  }
  if (channel === 'marketplace') return { ...data, purchaseShop: null, purchasePlace: MARKETPLACE }
  if (channel === 'other') {
    const place = String(data.purchasePlace ?? originalDoc?.purchasePlace ?? '').trim()
    if (!place) throw fieldRefusal('devices', { purchasePlace: '구입하신 곳을 적어 주세요.' })
    return { ...data, purchaseShop: null, purchasePlace: place }
  }
  return data
}
