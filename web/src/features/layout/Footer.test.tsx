// @vitest-environment happy-dom
import type { Footer as FooterContent } from '@storefront/cms/payload-types'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SiteSettings } from './site-settings'
import { renderWithRouter } from '~/test/render'
import { businessInfoUrl, Footer, withWarrantyPolicy } from './Footer'

afterEach(cleanup)

const content: FooterContent = {
  id: 1,
  businessInfo: [
    { label: '상호', value: '주식회사 바포레' },
    { label: '대표자', value: '김민준' },
  ],
  shortcuts: {
    title: '바로가기',
    links: [
      { label: '홈', url: '/' },
      { label: '정품 등록', url: '/device/register' },
      { label: '매장 찾기', url: '/shops' },
    ],
  },
  service: {
    title: '고객 서비스',
    links: [
      { label: 'A/S 신청', url: '/user/service' },
      { label: '보증 정책', url: '/posts/warranty-policy' },
    ],
  },
  copyrightYear: 2023,
  fixed: false,
}

const site: SiteSettings = {
  brandName: 'VAPORE',
  descriptionKo: null,
  descriptionEn: null,
  siteUrl: 'https://www.vapore.kr',
  marketplaceUrl: 'https://smartstore.naver.com/vapore',
  kakaoChannelUrl: null,
  shareImageUrl: 'https://www.vapore.kr/share-image.jpg',
  warrantyPolicyPath: '/posts/7',
}

describe('footer', () => {
  it('links 사업자정보확인 beside the registration number, and the privacy policy in bold beside the terms', async () => {
    const withNumber = { ...content, businessInfo: [...content.businessInfo!, { label: '사업자등록번호', value: '214-87-03951' }] }
    await renderWithRouter(<Footer content={withNumber} site={site} />)
    const check = screen.getByRole('link', { name: '사업자정보확인' })
    expect(check.getAttribute('href')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148703951')
    expect(check.getAttribute('target')).toBe('_blank')
    const policies = screen.getByRole('navigation', { name: '약관 및 정책' })
    expect(within(policies).getByRole('link', { name: '이용약관' }).getAttribute('href')).toBe('/terms/service')
    const privacy = within(policies).getByRole('link', { name: '개인정보처리방침' })
    expect(privacy.getAttribute('href')).toBe('/terms/privacy')
    expect(privacy.querySelector('strong')?.textContent).toBe('개인정보처리방침')
    expect(within(policies).getByRole('link', { name: '이용약관' }).querySelector('strong')).toBeNull()
  })

  it('leaves the 사업자정보확인 link out for a number that is not ten digits', () => {
    expect(businessInfoUrl('214-87-0395')).toBeNull()
    expect(businessInfoUrl('2148703951')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148703951')
  })

  it('shows the business details as label and value pairs', async () => {
    await renderWithRouter(<Footer content={content} site={site} />)
    const terms = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(terms).toEqual([
      ['상호', '주식회사 바포레'],
      ['대표자', '김민준'],
    ])
  })

  it('has the Shortcuts and Service link groups with their links', async () => {
    await renderWithRouter(<Footer content={content} site={site} />)
    const shortcuts = screen.getByRole('navigation', { name: '바로가기' })
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['홈', '/'],
      ['정품 등록', '/device/register'],
      ['매장 찾기', '/shops'],
    ])
    const service = screen.getByRole('navigation', { name: '고객 서비스' })
    expect(
      within(service)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['A/S 신청', '/user/service'],
      ['보증 정책', '/posts/7'],
    ])
  })

  it('carries the copyright line for 2023', async () => {
    await renderWithRouter(<Footer content={content} site={site} />)
    expect(screen.getByText(/© 2023 VAPORE/)).toBeTruthy()
  })

  it('opens the marketplace store in a new tab', async () => {
    await renderWithRouter(<Footer content={content} site={site} />)
    const store = screen.getByRole('link', { name: /온라인 스토어/ })
    expect(store.getAttribute('href')).toBe('https://smartstore.naver.com/vapore')
    expect(store.getAttribute('target')).toBe('_blank')
    expect(store.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('is fixed when the flag says so', async () => {
    await renderWithRouter(<Footer content={{ ...content, fixed: true }} site={site} />)
    expect(screen.getByRole('contentinfo').classList.contains('site-footer--fixed')).toBe(true)
    cleanup()
    await renderWithRouter(<Footer content={content} site={site} />)
    expect(screen.getByRole('contentinfo').classList.contains('site-footer--fixed')).toBe(false)
  })
})

describe('the warranty policy link', () => {
  const links = [{ label: 'A/S 신청', url: '/user/service' }]

  it('points at the post chosen in the site settings', () => {
    expect(withWarrantyPolicy([...links, { label: '보증 정책', url: '/old', newTab: true }], '/posts/7')).toEqual([
      ...links,
      { label: '보증 정책', url: '/posts/7', newTab: false },
    ])
  })

  it('is added when the footer has none', () => {
    expect(withWarrantyPolicy(links, '/posts/7')).toEqual([...links, { label: '보증 정책', url: '/posts/7', newTab: false }])
  })

  it('stays as the footer has it when no post is chosen', () => {
    expect(withWarrantyPolicy(links, null)).toEqual(links)
  })
})
