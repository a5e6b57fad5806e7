import { regions, shopKinds, shopServices, type Region, type ShopKind, type ShopService } from '@storefront/rules/shop-options'

// The shop finder's state lives in the URL (/shops?region=seoul&service=service&q=홍대), so a
// result can be shared and back/forward works. This parser is the route's `validateSearch`, so it
// is in the JavaScript of every page: plain checks, not zod (8 KB gzip even as zod/mini). The
// server function checks what reaches it with zod (shops.functions.ts).

/** Ten shops a page keeps the finder's HTML within the public pages' 60 KB (docs/product.md#budgets). */
export const SHOPS_PER_PAGE = 10
/** "더 보기" up to this many times (1,000 shops); a longer list is better narrowed with the filters. */
export const MAX_PAGES = 100
export const MAX_QUERY_LENGTH = 60
export const MAX_DISTRICT_LENGTH = 40

export interface ShopSearch {
  region?: Region
  district?: string
  service?: ShopService
  kind?: ShopKind
  /** Words of a shop's name or address. */
  q?: string
  /** `37.557,126.924`: sort by distance from there (formatNear). */
  near?: string
  /** How many pages of results are shown (2 and up; absent is 1). */
  page?: number
}

export interface LatLng {
  lat: number
  lng: number
}

export const regionValues = regions.map(({ value }) => value)
export const kindValues = shopKinds.map(({ value }) => value)
export const serviceValues = shopServices.map(({ value }) => value)

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined

const text = (value: unknown, maxLength: number): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const trimmed = String(value).trim()
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined
}

/**
 * The search of /shops from the URL. A value that is not valid is dropped, not refused: a shared
 * or hand-edited link still shows shops.
 */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const page = Number(search.page)
  // Every key, `undefined` when not valid: the router lays this over the raw search (and leaves
  // undefined values out of the URL), so a dropped value must be there to hide the raw one.
  const parsed: ShopSearch = {
    region: oneOf(search.region, regionValues),
    district: text(search.district, MAX_DISTRICT_LENGTH),
    service: oneOf(search.service, serviceValues),
    kind: oneOf(search.kind, kindValues),
    q: text(search.q, MAX_QUERY_LENGTH),
    near: typeof search.near === 'string' && parseNear(search.near) ? search.near : undefined,
    page: Number.isInteger(page) && page >= 2 && page <= MAX_PAGES ? page : undefined,
  }
  return parsed
}

const NEAR_PATTERN = /^-?\d{1,2}(?:\.\d{1,6})?,-?\d{1,3}(?:\.\d{1,6})?$/

export function parseNear(near: string | undefined): LatLng | undefined {
  if (!near || !NEAR_PATTERN.test(near)) return undefined
  const [lat, lng] = near.split(',').map(Number) as [number, number]
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { lat, lng }
}

/**
 * The position as it goes into the URL: three decimals, about 100 m. Precise enough for "1.2km",
 * and a shared or logged URL does not pinpoint where the visitor stood.
 */
export function formatNear({ lat, lng }: LatLng): string {
  return `${lat.toFixed(3)},${lng.toFixed(3)}`
}

/**
 * The query of a /shops listing's canonical address: the filters that make a listing of their own,
 * in a fixed order. The words searched, the visitor's position and the page are left out, and a
 * district only counts when the region has it (`districts`, from the page's results).
 */
export function canonicalShopSearch(search: Record<string, unknown>, results: unknown): Array<[string, string]> {
  const { region, district, service, kind } = parseShopSearch(search)
  const districts = (results as { districts?: unknown } | undefined)?.districts
  const knownDistrict = region && district && Array.isArray(districts) && districts.includes(district) ? district : undefined
  const entries: Array<[string, string | undefined]> = [
    ['region', region],
    ['district', knownDistrict],
    ['service', service],
    ['kind', kind],
  ]
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined)
}

/** True when a filter or the search narrows the list (the order and the page do not). */
export const hasFilters = (search: ShopSearch) => [search.region, search.district, search.service, search.kind, search.q].some((value) => value !== undefined)

/**
 * The search after the visitor changes some of it: a new filter starts again at the first page,
 * a new region clears the district, and empty values leave the URL.
 */
export function changeSearch(current: ShopSearch, changes: Partial<Record<keyof ShopSearch, string | number | undefined>>): ShopSearch {
  const next: Record<string, unknown> = { ...current, ...changes, page: undefined }
  if ('region' in changes && changes.region !== current.region) next.district = undefined
  return parseShopSearch(next)
}
