import { regions, shopKinds } from '@storefront/rules/shop-options'
import type { SiteSettings } from '~/features/layout/site-settings'
import { kakaoMapUrl } from '~/features/shops/map-links'
import { absoluteUrl } from './canonical'

// schema.org structured data (JSON-LD) for search engines: the brand as an Organization on the
// home page, each listed shop as a LocalBusiness, a post as an Article, each a
// `<script type="application/ld+json">` in the head (a data block: it never runs).

type JsonLd = Record<string, unknown>

const UNSAFE_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * A route head's `scripts` entry for `data`. CMS text can hold `</script>`: `<`, `>` and `&` are
 * written as JSON escapes, which mean the same to a JSON reader and nothing to the HTML parser.
 */
export function jsonLdScript(data: JsonLd) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!) }
}

const organizationId = (site: SiteSettings) => `${site.siteUrl}/#organization`

export function organizationLd(site: SiteSettings): JsonLd {
  const sameAs = [site.kakaoChannelUrl, site.marketplaceUrl].filter((url): url is string => Boolean(url))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.brandName,
    url: `${site.siteUrl}/`,
    ...(site.descriptionKo ? { description: site.descriptionKo } : {}),
    image: site.shareImageUrl,
    ...(sameAs.length ? { sameAs } : {}),
  }
}

export interface ArticleFacts {
  url: string
  title: string
  description?: string | null
  /** ISO date-time. */
  datePublished?: string | null
  imageUrl?: string | null
}

export function articleLd(site: SiteSettings, article: ArticleFacts): JsonLd {
  const publisher = { '@type': 'Organization', '@id': organizationId(site), name: site.brandName, url: `${site.siteUrl}/` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    mainEntityOfPage: article.url,
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    image: article.imageUrl ?? site.shareImageUrl,
    inLanguage: 'ko-KR',
    author: publisher,
    publisher,
  }
}

export interface ShopFacts {
  id: number
  name: string
  kind: (typeof shopKinds)[number]['value']
  region: (typeof regions)[number]['value']
  district: string
  address: string
  phone: string | null
  latitude: number
  longitude: number
  mapLinks?: { kakao?: string | null } | null
}

const regionLabel = new Map<string, string>(regions.map(({ value, label }) => [value, label]))
const kindLabel = new Map<string, string>(shopKinds.map(({ value, label }) => [value, label]))

/**
 * The brand's own shops a /shops page lists (direct shops, service centres), each a LocalBusiness
 * of the brand. Partner shops are businesses of their own, not the brand's: left out.
 */
export function shopsLd(site: SiteSettings, pageUrl: string, shops: readonly ShopFacts[]): JsonLd | undefined {
  const own = shops.filter((shop) => shop.kind !== 'partner')
  if (own.length === 0) return undefined
  return {
    '@context': 'https://schema.org',
    '@graph': own.map((shop) => ({
      '@type': 'LocalBusiness',
      '@id': `${absoluteUrl(site.siteUrl, '/shops')}#shop-${shop.id}`,
      name: shop.name,
      description: `${site.brandName} ${kindLabel.get(shop.kind) ?? ''}`.trim(),
      url: pageUrl,
      address: {
        '@type': 'PostalAddress',
        streetAddress: shop.address,
        addressLocality: shop.district,
        addressRegion: regionLabel.get(shop.region) ?? shop.region,
        addressCountry: 'KR',
      },
      ...(shop.phone ? { telephone: shop.phone } : {}),
      // Percent-encoded, as a crawler expects a URL.
      hasMap: new URL(kakaoMapUrl(shop)).href,
      parentOrganization: { '@id': organizationId(site) },
    })),
  }
}
