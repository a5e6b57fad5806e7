import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { buildShopIndex, SHOP_FIELDS, type ShopDoc } from './shop-index'
import { serveWhileReloading } from './serve-while-reloading'

// Thousands of shops take about a second to come from the CMS: after an edit, requests go on with
// the list they have until the new one is in (docs/decisions/0012).
// Visitors may read open shops only (the CMS's access rule); the shop finder searches this index.
// Only the fields it shows: with thousands of shops, the CMS's work per field is most of the wait.
export const getShopIndex = publicContent(async () => {
  const { docs } = await cms().find('shops', { pagination: false, depth: 0, where: { active: { equals: true } }, select: SHOP_FIELDS })
  return buildShopIndex(docs as ShopDoc[])
})

export const currentShopIndex = serveWhileReloading(getShopIndex)
