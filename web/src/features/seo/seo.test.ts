import { describe, expect, it } from 'vitest'
import { canonicalShopSearch } from '~/features/shops/shop-search'
import type { SiteSettings } from '~/features/layout/site-settings'
import { absoluteUrl, canonicalUrl } from './canonical'
import { isOpen, sitemapXml } from './sitemap'
import { articleLd, jsonLdScript, organizationLd } from './structured-data'

const site: SiteSettings = {
  brandName: 'VAPORE',
  descriptionKo: '서울의 독립 전자담배 브랜드',
  descriptionEn: null,
  siteUrl: 'https://www.vapore.kr',
  marketplaceUrl: 'https://smartstore.naver.com/vapore',
  kakaoChannelUrl: null,
  shareImageUrl: 'https://www.vapore.kr/share-image.jpg',
  warrantyPolicyPath: null,
}

describe('canonical addresses', () => {
  it('are the site URL and the path, without any query unless the route names one', () => {
    expect(canonicalUrl(site.siteUrl, { pathname: '/posts/3', search: { utm_source: 'kakao' } })).toBe('https://www.vapore.kr/posts/3')
    expect(canonicalUrl(site.siteUrl, { pathname: '/' })).toBe('https://www.vapore.kr/')
    expect(canonicalUrl(site.siteUrl, { pathname: '/device/register/' })).toBe('https://www.vapore.kr/device/register')
  })

  it('of the shop finder keep the filters in a fixed order and drop words, position, page and unknown keys', () => {
    const leaf = (search: Record<string, unknown>, districts: string[] = ['마포구']) => ({
      pathname: '/shops',
      search,
      loaderData: { districts },
      staticData: { canonicalSearch: canonicalShopSearch },
    })
    expect(canonicalUrl(site.siteUrl, leaf({ kind: 'direct', q: '홍대', near: '37.5,126.9', page: 3, x: 1, region: 'seoul' }))).toBe(
      'https://www.vapore.kr/shops?region=seoul&kind=direct',
    )
    expect(canonicalUrl(site.siteUrl, leaf({ district: '마포구', region: 'seoul' }))).toBe(
      'https://www.vapore.kr/shops?region=seoul&district=%EB%A7%88%ED%8F%AC%EA%B5%AC',
    )
    expect(canonicalUrl(site.siteUrl, leaf({ district: '없는구', region: 'seoul' }))).toBe('https://www.vapore.kr/shops?region=seoul')
    expect(canonicalUrl(site.siteUrl, leaf({ district: '마포구' }))).toBe('https://www.vapore.kr/shops')
  })

  it('make a media path absolute and leave an absolute URL alone', () => {
    expect(absoluteUrl(site.siteUrl, '/api/media/file/a.webp')).toBe('https://www.vapore.kr/api/media/file/a.webp')
    expect(absoluteUrl(site.siteUrl, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })
})

describe('structured data', () => {
  it('cannot be closed early by CMS text, and reads back as the same JSON', () => {
    const article = articleLd(site, { url: 'https://www.vapore.kr/posts/1', title: '</script><script>alert(1)</script> & <!--', datePublished: null })
    const { type, children } = jsonLdScript(article)
    expect(type).toBe('application/ld+json')
    expect(children).not.toMatch(/[<>&]/)
    expect(JSON.parse(children)).toEqual(article)
  })

  it('names the brand as an Organization with its other places on the web', () => {
    expect(organizationLd(site)).toMatchObject({ '@type': 'Organization', name: 'VAPORE', url: 'https://www.vapore.kr/', sameAs: [site.marketplaceUrl] })
  })
})

describe('the sitemap', () => {
  it('lists absolute addresses with their last edit, escaped for XML', () => {
    const xml = sitemapXml(site.siteUrl, [{ path: '/', lastmod: '2026-11-01T00:00:00.000Z' }, { path: '/shops?region=seoul&kind=direct' }])
    expect(xml).toContain('<url><loc>https://www.vapore.kr/</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>')
    expect(xml).toContain('<url><loc>https://www.vapore.kr/shops?region=seoul&#38;kind=direct</loc></url>')
  })

  it('counts something open from its start until (not at) its end', () => {
    const now = Date.parse('2026-11-23T00:00:00Z')
    expect(isOpen({ from: '2026-11-01T00:00:00Z', until: null }, now)).toBe(true)
    expect(isOpen({ from: '2026-11-24T00:00:00Z' }, now)).toBe(false)
    expect(isOpen({ until: '2026-11-23T00:00:00Z' }, now)).toBe(false)
  })
})
