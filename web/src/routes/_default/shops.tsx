import { createFileRoute } from '@tanstack/react-router'
import type { SiteChrome } from '~/features/layout/site-chrome.functions'
import { pageHead } from '~/features/layout/site-meta'
import { loadOnce } from '~/features/navigation/load-once'
import { canonicalUrl } from '~/features/seo/canonical'
import { jsonLdScript, shopsLd } from '~/features/seo/structured-data'
import { canonicalShopSearch, parseShopSearch } from '~/features/shops/shop-search'
import { ShopFinderPage } from '~/features/shops/ShopFinderPage'

// On demand, like every server function called from route options (docs/decisions/0007).
const shopFunctions = loadOnce(() => import('~/features/shops/shops.functions'))

export const Route = createFileRoute('/_default/shops')({
  validateSearch: parseShopSearch,
  // Parsed again: the router's search also holds the raw keys this route does not know.
  loaderDeps: ({ search }) => parseShopSearch(search),
  loader: ({ deps }) => shopFunctions().then(({ searchShops }) => searchShops({ data: deps })),
  // One address per listing: the filters, never the visitor's position, words or "더 보기" page.
  staticData: { canonicalSearch: canonicalShopSearch },
  head: (context) => {
    const head = pageHead('매장 찾기')(context)
    const chrome = context.matches[0]?.loaderData as SiteChrome | undefined
    if (!chrome || !context.loaderData?.shops.length) return head
    const structuredData = shopsLd(chrome.site, canonicalUrl(chrome.site.siteUrl, context.match), context.loaderData.shops)
    return structuredData ? { ...head, scripts: [jsonLdScript(structuredData)] } : head
  },
  component: ShopFinderPage,
})
