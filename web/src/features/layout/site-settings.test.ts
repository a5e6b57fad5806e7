import type { Site } from '@storefront/cms/payload-types'
import { describe, expect, it } from 'vitest'
import { toSiteSettings } from './site-settings'

const site = (extra: Partial<Site> | Record<string, unknown> = {}) =>
  ({ id: 1, brandName: 'VAPORE', siteUrl: 'https://www.vapore.kr/', marketplaceUrl: 'https://smartstore.naver.com/vapore', ...extra }) as Site

describe('site settings sent with every page', () => {
  it('keep the brand, descriptions and links, the site URL without a trailing slash', () => {
    expect(toSiteSettings(site({ descriptionKo: '설명', descriptionEn: 'About' }), { siteUrl: 'http://localhost:3000' })).toMatchObject({
      brandName: 'VAPORE',
      descriptionKo: '설명',
      descriptionEn: 'About',
      siteUrl: 'https://www.vapore.kr',
      marketplaceUrl: 'https://smartstore.naver.com/vapore',
    })
  })

  it('fall back to the configured site URL', () => {
    expect(toSiteSettings(site({ siteUrl: null }), { siteUrl: 'http://localhost:3000' }).siteUrl).toBe('http://localhost:3000')
  })

  it('point the warranty policy at the post chosen, given as a document or an id', () => {
    expect(toSiteSettings(site({ warrantyPolicy: { id: 7, title: '보증 정책' } }), { siteUrl: '' }).warrantyPolicyPath).toBe('/posts/7')
    expect(toSiteSettings(site({ warrantyPolicy: 7 }), { siteUrl: '' }).warrantyPolicyPath).toBe('/posts/7')
    expect(toSiteSettings(site(), { siteUrl: '' }).warrantyPolicyPath).toBeNull()
  })

  it('use the share image of the CMS when it has an absolute URL, else the storefront own', () => {
    const withImage = site({ shareImage: { url: 'https://cdn.vapore.kr/share.png' } })
    expect(toSiteSettings(withImage, { siteUrl: '' }).shareImageUrl).toBe('https://cdn.vapore.kr/share.png')
    const relative = site({ shareImage: { url: '/api/media/file/share.png' } })
    expect(toSiteSettings(relative, { siteUrl: '' }).shareImageUrl).toBe('https://www.vapore.kr/share-image.jpg')
  })
})
