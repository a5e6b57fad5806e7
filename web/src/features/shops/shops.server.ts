import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { buildShopIndex, SHOP_FIELDS, type ShopDoc } from './shop-index'

// Visitors may read open shops only (the CMS's access rule); the shop finder searches this index.
// Only the fields it shows: with thousands of shops, the CMS's work per field is most of the wait.
export const getShopIndex = publicContent(async () => {
  const { docs } = await cms().find('shops', { pagination: false, depth: 0, where: { active: { equals: true } }, select: SHOP_FIELDS })
  return buildShopIndex(docs as ShopDoc[])
})

// Thousands of shops take about a second to come from the CMS: after an edit, the shop finder goes
// on with the list it has until the new one is in (docs/decisions/0012); a page rendered from the
// old list is not kept as the new version's page (docs/decisions/0025).
export const currentShopIndex = () => getShopIndex({ serveWhileReloading: true })
