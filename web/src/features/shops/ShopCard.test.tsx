// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShopView } from './shop-index'
import { ShopCard, telHref } from './ShopCard'

afterEach(cleanup)

const shop: ShopView = {
  id: 1,
  name: '바포레 홍대 직영점',
  kind: 'direct',
  region: 'seoul',
  district: '마포구',
  address: '서울특별시 마포구 양화로 153, 1층',
  phone: '02-332-1184',
  openingHours: '평일 11:00–21:00\n일요일 휴무',
  services: ['registration', 'trade-in'],
  latitude: 37.5568,
  longitude: 126.9237,
}

describe('a shop in the list', () => {
  it('shows kind, address, a phone link, hours and services', () => {
    render(<ShopCard shop={shop} />)
    const card = screen.getByRole('article', { name: '바포레 홍대 직영점' })
    expect(within(card).getByText('직영점')).toBeTruthy()
    expect(within(card).getByText('서울특별시 마포구 양화로 153, 1층')).toBeTruthy()
    expect(within(card).getByRole('link', { name: '02-332-1184' }).getAttribute('href')).toBe('tel:023321184')
    expect(within(card).getByText(/평일 11:00–21:00/).textContent).toBe('평일 11:00–21:00\n일요일 휴무')
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['정품 등록', '보상 판매'])
    expect(within(card).queryByText(/km$|m$/)).toBeNull()
  })

  it('opens both maps in a new tab, named for screen readers', () => {
    render(<ShopCard shop={shop} />)
    const kakao = screen.getByRole('link', { name: '바포레 홍대 직영점 위치 보기, 카카오맵 (새 창)' })
    const naver = screen.getByRole('link', { name: '바포레 홍대 직영점 위치 보기, 네이버 지도 (새 창)' })
    for (const [link, href] of [
      [kakao, `https://map.kakao.com/link/map/${encodeURIComponent(shop.name)},37.5568,126.9237`],
      [naver, `https://map.naver.com/p/search/${encodeURIComponent(`${shop.name} ${shop.address}`)}`],
    ] as const) {
      // As the browser opens it: the Korean letters the page leaves as they are, encoded.
      expect(new URL(link.getAttribute('href')!).href).toBe(href)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('opens the map links staff set in the CMS, when they did', () => {
    render(<ShopCard shop={{ ...shop, mapLinks: { kakao: 'https://place.map.kakao.com/123' } }} />)
    expect(screen.getByRole('link', { name: /카카오맵/ }).getAttribute('href')).toBe('https://place.map.kakao.com/123')
    expect(screen.getByRole('link', { name: /네이버 지도/ }).getAttribute('href')).toMatch(/^https:\/\/map\.naver\.com\/p\/search\//)
  })

  it('shows the distance when sorted by it, and leaves out what the shop lacks', () => {
    render(<ShopCard shop={{ ...shop, phone: null, openingHours: null, services: [], distanceKm: 1.234 }} />)
    expect(screen.getByText('1.2km').textContent).toBe('현재 위치에서 1.2km')
    expect(screen.queryByRole('link', { name: /^0/ })).toBeNull()
    expect(screen.queryByText('영업시간')).toBeNull()
    expect(screen.queryByText('서비스')).toBeNull()
  })

  it('dials digits only', () => {
    expect(telHref('+82 2-332-1184')).toBe('tel:+8223321184')
  })
})
