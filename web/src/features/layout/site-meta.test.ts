import { describe, expect, it } from 'vitest'
import type { SiteChrome } from './site-chrome.functions'
import { allowsIndexing, defaultMeta, pageHead, pageTitle } from './site-meta'

const chrome = (indexable: boolean) =>
  ({
    site: {
      brandName: 'VAPORE',
      descriptionKo: '서울의 독립 전자담배 브랜드',
      descriptionEn: 'An independent e-cigarette brand from Seoul',
      siteUrl: 'https://www.vapore.kr',
      shareImageUrl: 'https://www.vapore.kr/share-image.jpg',
      marketplaceUrl: null,
      kakaoChannelUrl: null,
      warrantyPolicyPath: null,
    },
    footer: {},
    indexable,
    analytics: null,
  }) as unknown as SiteChrome

const content = (meta: ReturnType<typeof defaultMeta>, key: string) =>
  meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key))

describe('page titles', () => {
  it('are the page name followed by the brand', () => {
    expect(pageTitle('매장 찾기', 'VAPORE')).toBe('매장 찾기 | VAPORE')
  })

  it('are the brand alone by default', () => {
    expect(pageTitle(undefined, 'VAPORE')).toBe('VAPORE')
    expect(defaultMeta(chrome(true))).toContainEqual({ title: 'VAPORE' })
  })

  it('take the brand from the site settings the root route loaded', () => {
    const head = pageHead('정품 등록')({ matches: [{ routeId: '__root__', loaderData: chrome(true) }] })
    expect(head.meta).toContainEqual({ title: '정품 등록 | VAPORE' })
    expect(head.meta).toContainEqual({ property: 'og:title', content: '정품 등록 | VAPORE' })
  })
})

describe('meta tags', () => {
  it('give the Korean description, the Korean locale, the site URL and the share image', () => {
    const meta = defaultMeta(chrome(true))
    expect(content(meta, 'description')).toMatchObject({ content: '서울의 독립 전자담배 브랜드' })
    expect(content(meta, 'og:locale')).toMatchObject({ content: 'ko_KR' })
    expect(content(meta, 'og:url')).toMatchObject({ content: 'https://www.vapore.kr' })
    expect(content(meta, 'og:image')).toMatchObject({ content: 'https://www.vapore.kr/share-image.jpg' })
  })

  it('block search indexing outside production', () => {
    expect(content(defaultMeta(chrome(false)), 'robots')).toMatchObject({ content: 'noindex, nofollow' })
    expect(content(defaultMeta(chrome(true)), 'robots')).toBeUndefined()
  })
})

describe('allowsIndexing', () => {
  it('only for a production build that is not a local run', () => {
    expect(allowsIndexing({ production: true, localRun: false })).toBe(true)
    expect(allowsIndexing({ production: true, localRun: true })).toBe(false)
    expect(allowsIndexing({ production: false, localRun: false })).toBe(false)
  })
})
