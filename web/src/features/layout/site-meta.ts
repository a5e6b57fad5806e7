import type { SiteChrome } from './site-chrome.functions'

// The head of every page (docs/product.md#behaviour-on-every-page): the title is the page name followed by the brand, the brand alone by default; meta tags
// give a Korean and an English description, the Korean locale, the site URL and a share image;
// search engines are kept out of anything but production.

/** Search engines may index only a production build deployed for real (not a local run). */
export function allowsIndexing({ production, localRun }: { production: boolean; localRun: boolean }): boolean {
  return production && !localRun
}

export function pageTitle(pageName: string | undefined, brandName: string): string {
  return pageName ? `${pageName} | ${brandName}` : brandName
}

/** Head tags every page starts from; `pageUrl` is the page's canonical address (og:url). */
export function defaultMeta(chrome: SiteChrome | undefined, pageUrl?: string) {
  const base = [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }]
  if (!chrome) return base
  const { site } = chrome
  return [
    ...base,
    { title: site.brandName },
    ...(site.descriptionKo
      ? [
          { name: 'description', content: site.descriptionKo },
          { property: 'og:description', content: site.descriptionKo },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:title', content: site.brandName },
    { property: 'og:locale', content: 'ko_KR' },
    ...(site.descriptionEn ? [{ property: 'og:locale:alternate', content: 'en_US' }] : []),
    { property: 'og:url', content: pageUrl ?? site.siteUrl },
    { property: 'og:image', content: site.shareImageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(chrome.indexable ? [] : [{ name: 'robots', content: 'noindex, nofollow' }]),
  ]
}

interface HeadContext {
  matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>
}

/**
 * `head` of a route whose page has a name: `head: pageHead('매장 찾기')`. The brand comes from
 * the root route's site settings, already loaded for the frame.
 */
export function pageHead(pageName: string) {
  return ({ matches }: HeadContext) => {
    const chrome = matches[0]?.loaderData as SiteChrome | undefined
    const title = pageTitle(pageName, chrome?.site.brandName ?? '')
    return { meta: [{ title }, { property: 'og:title', content: title }] }
  }
}
