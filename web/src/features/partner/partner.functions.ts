import type { Region } from '@storefront/rules/shop-options'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/features/input/invalid-input'
import { findShops } from '~/features/shops/shop-index'
import { regionValues } from '~/features/shops/shop-search'
import { currentShopIndex } from '~/features/shops/shops.server'

export interface PartnerRegion {
  region: Region
  count: number
}

/**
 * Open partner shops (협력점), in the shop finder's order (regions as Koreans list them, then by
 * name): the finder's first page of them, all of one region or of every region, and how many
 * each region has. A brand with thousands of partners would otherwise send them all in one page;
 * the rest are a link into the finder.
 */
export const getPartnerShops = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ region: z.enum(regionValues).optional() }).strict()))
  .handler(async ({ data }) => {
    const index = await currentShopIndex()
    const { shops, total } = findShops(index, { kind: 'partner', region: data.region })
    const counts = new Map<Region, number>()
    for (const { view } of index.shops) if (view.kind === 'partner') counts.set(view.region, (counts.get(view.region) ?? 0) + 1)
    const regions: PartnerRegion[] = regionValues.flatMap((region) => (counts.has(region) ? [{ region, count: counts.get(region)! }] : []))
    return { shops, total, regions }
  })
