import type { Region } from '@storefront/rules/shop-options'
import { regionValues } from '~/features/shops/shop-search'

// The route's search, apart from the page: route options are in every page's JavaScript, and
// importing them from the page's module brought the page (and every shop card) along.

export interface PartnerSearch {
  region?: Region
}

/** `?region=seoul` narrows the list; anything else is dropped (plain checks: this is in every page's JavaScript). */
export const parsePartnerSearch = (search: Record<string, unknown>): PartnerSearch => ({
  region: regionValues.find((region) => region === search.region),
})
