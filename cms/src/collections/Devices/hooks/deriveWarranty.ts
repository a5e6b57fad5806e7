import type { CollectionBeforeChangeHook } from 'payload'
import { seoulDay } from '@storefront/rules/seoul-date'
import { warrantyEndDay } from '@storefront/rules/warranty'

/** Warranty end from the product's months and the purchase date, recomputed when either changes. */
export const deriveWarranty: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const purchaseDate = data.purchaseDate ?? originalDoc?.purchaseDate
  const productId = data.product ?? originalDoc?.product
  if (!purchaseDate || !productId) return data
  const product = await req.payload.findByID({ collection: 'products', id: productId, depth: 0, req })
  const end = warrantyEndDay(seoulDay(new Date(purchaseDate)), product.warrantyMonths)
  return { ...data, warrantyEnd: `${end}T00:00:00.000Z` }
}
