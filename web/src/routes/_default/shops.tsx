import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { parseShopSearch } from '~/features/shops/shop-search'
import { ShopFinderPage } from '~/features/shops/ShopFinderPage'

// On demand, like every server function called from route options (docs/decisions/0007).
const shopFunctions = loadOnce(() => import('~/features/shops/shops.functions'))

export const Route = createFileRoute('/_default/shops')({
  validateSearch: parseShopSearch,
  // Parsed again: the router's search also holds the raw keys this route does not know.
  loaderDeps: ({ search }) => parseShopSearch(search),
  loader: ({ deps }) => shopFunctions().then(({ searchShops }) => searchShops({ data: deps })),
  head: pageHead('매장 찾기'),
  component: ShopFinderPage,
})
