import { regions, shopKinds, shopServices, type Region, type ShopKind, type ShopService } from '@storefront/rules/shop-options'

const byValue = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>) =>
  Object.fromEntries(options.map(({ value, label }) => [value, label])) as Record<T, string>

export const regionLabel: Record<Region, string> = byValue(regions)
export const kindLabel: Record<ShopKind, string> = byValue(shopKinds)
export const serviceLabel: Record<ShopService, string> = byValue(shopServices)
