import type { Shop } from '@storefront/cms/payload-types'
import type { Region, ShopKind, ShopService } from '@storefront/rules/shop-options'
import { distanceKm } from './geo'
import { readableUrl } from './map-links'
import { parseNear, regionValues, SHOPS_PER_PAGE, type ShopSearch } from './shop-search'

// The shop finder's search over every open shop, held in memory once per CMS content version
// (features/cms/public-content.server.ts): what a page asks for is filtered, sorted and cut here, without a CMS request.

/** One shop as the page shows it. */
export interface ShopView {
  id: number
  name: string
  kind: ShopKind
  region: Region
  district: string
  address: string
  phone: string | null
  openingHours: string | null
  services: ShopService[]
  latitude: number
  longitude: number
  /** The map links staff set in the CMS, when they did; the card builds the others (map-links.ts). */
  mapLinks?: { kakao?: string; naver?: string }
  /** From the position in `near`, when the list is sorted by it. */
  distanceKm?: number
}

/** The fields of a shop the finder reads from the CMS. */
export const SHOP_FIELDS = ['name', 'kind', 'region', 'district', 'address', 'phone', 'openingHours', 'latitude', 'longitude', 'services', 'mapLinks'] as const
export type ShopDoc = Pick<Shop, 'id' | (typeof SHOP_FIELDS)[number]> & { active?: boolean | null }

interface IndexedShop {
  view: ShopView
  lat: number
  lng: number
  /** Name, address and district, normalised for search (normaliseForSearch). */
  text: string
}

export interface ShopIndex {
  /** In the default order: regions as Koreans list them, then by name. */
  shops: IndexedShop[]
  /** Each region's districts that have a shop, in Korean order. */
  districts: Map<Region, string[]>
}

export interface ShopResults {
  shops: ShopView[]
  /** How many shops match, all pages together. */
  total: number
  /** The district choices of the chosen region. */
  districts: string[]
}

// eslint-disable-next-line no-restricted-syntax -- the index is built and searched on the server only (shops.server.ts, shops.functions.ts)
const korean = new Intl.Collator('ko')

/** Case, width, spaces and punctuation do not matter: "양화로153" finds "양화로 153". */
export const normaliseForSearch = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, '')

export function buildShopIndex(docs: readonly ShopDoc[]): ShopIndex {
  const regionRank = new Map<string, number>(regionValues.map((region, rank) => [region, rank]))
  const shops = docs
    .filter((shop) => shop.active !== false)
    .map((shop): IndexedShop => ({
      view: {
        id: shop.id,
        name: shop.name,
        kind: shop.kind,
        region: shop.region,
        district: shop.district,
        address: shop.address,
        phone: shop.phone ?? null,
        openingHours: shop.openingHours ?? null,
        services: shop.services ?? [],
        latitude: shop.latitude,
        longitude: shop.longitude,
        ...(shop.mapLinks?.kakao || shop.mapLinks?.naver
          ? {
              mapLinks: {
                ...(shop.mapLinks.kakao && { kakao: readableUrl(shop.mapLinks.kakao) }),
                ...(shop.mapLinks.naver && { naver: readableUrl(shop.mapLinks.naver) }),
              },
            }
          : {}),
      },
      lat: shop.latitude,
      lng: shop.longitude,
      text: normaliseForSearch(`${shop.name} ${shop.address} ${shop.district}`),
    }))
    .sort((a, b) => (regionRank.get(a.view.region) ?? Infinity) - (regionRank.get(b.view.region) ?? Infinity) || korean.compare(a.view.name, b.view.name))

  const districts = new Map<Region, string[]>()
  for (const { view } of shops) {
    const list = districts.get(view.region) ?? []
    if (!list.includes(view.district)) list.push(view.district)
    districts.set(view.region, list)
  }
  for (const list of districts.values()) list.sort(korean.compare)
  return { shops, districts }
}

/** Every word of the query must be in the name, address or district, in any order. */
function textMatcher(query: string | undefined): ((text: string) => boolean) | undefined {
  const words = (query ?? '').split(/\s+/).map(normaliseForSearch).filter(Boolean)
  if (words.length === 0) return undefined
  return (text) => words.every((word) => text.includes(word))
}

export function findShops(index: ShopIndex, search: ShopSearch): ShopResults {
  const matchesText = textMatcher(search.q)
  const matching = index.shops.filter(
    (shop) =>
      (!search.region || shop.view.region === search.region) &&
      (!search.district || shop.view.district === search.district) &&
      (!search.kind || shop.view.kind === search.kind) &&
      (!search.service || shop.view.services.includes(search.service)) &&
      (!matchesText || matchesText(shop.text)),
  )

  const shown = SHOPS_PER_PAGE * (search.page ?? 1)
  const origin = parseNear(search.near)
  let shops: ShopView[]
  if (origin) {
    // The sort is stable: equally far shops keep the default order.
    shops = matching
      .map((shop) => ({ ...shop.view, distanceKm: distanceKm(origin, shop) }))
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .slice(0, shown)
  } else {
    shops = matching.slice(0, shown).map((shop) => shop.view)
  }
  return {
    shops,
    total: matching.length,
    districts: search.region ? (index.districts.get(search.region) ?? []) : [],
  }
}
