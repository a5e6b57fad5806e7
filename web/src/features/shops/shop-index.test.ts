import type { Shop } from '@storefront/cms/payload-types'
import { describe, expect, it } from 'vitest'
import { distanceKm } from './geo'
import { buildShopIndex, findShops, normaliseForSearch } from './shop-index'
import { SHOPS_PER_PAGE } from './shop-search'

let nextId = 1
const shop = (fields: Partial<Shop> & Pick<Shop, 'name' | 'region' | 'district' | 'latitude' | 'longitude'>): Shop => ({
  id: nextId++,
  kind: 'partner',
  address: `${fields.district} 어딘가로 1`,
  services: ['registration'],
  active: true,
  updatedAt: '',
  createdAt: '',
  ...fields,
})

const hongdae = shop({
  name: '바포레 홍대 직영점',
  kind: 'direct',
  region: 'seoul',
  district: '마포구',
  address: '서울특별시 마포구 양화로 153, 1층',
  latitude: 37.5568,
  longitude: 126.9237,
  services: ['registration', 'service', 'trade-in'],
})
const gangnam = shop({
  name: '바포레 강남 직영점',
  kind: 'direct',
  region: 'seoul',
  district: '강남구',
  address: '서울특별시 강남구 강남대로 396, 1층',
  latitude: 37.4979,
  longitude: 127.0276,
  services: ['registration', 'service', 'trade-in'],
})
const sinchon = shop({
  name: '신촌 무화당',
  region: 'seoul',
  district: '서대문구',
  address: '서울특별시 서대문구 연세로 12, 2층',
  latitude: 37.5596,
  longitude: 126.937,
})
const closed = shop({ name: '노원 스모크프리', region: 'seoul', district: '노원구', latitude: 37.6553, longitude: 127.0613, active: false })
const pangyo = shop({
  name: '바포레 판교 직영점',
  kind: 'direct',
  region: 'gyeonggi',
  district: '성남시 분당구',
  address: '경기도 성남시 분당구 판교역로 146번길 20',
  latitude: 37.3947,
  longitude: 127.1112,
})
const seomyeon = shop({
  name: '바포레 부산 서면 직영점',
  kind: 'direct',
  region: 'busan',
  district: '부산진구',
  latitude: 35.1578,
  longitude: 129.06,
  services: ['registration', 'trade-in'],
})
const daejeon = shop({
  name: '바포레 서비스센터 대전',
  kind: 'service-center',
  region: 'daejeon',
  district: '서구',
  latitude: 36.3515,
  longitude: 127.3786,
  services: ['service'],
  phone: null,
})

// Listed out of order on purpose: the index sorts.
const index = buildShopIndex([pangyo, daejeon, sinchon, closed, seomyeon, gangnam, hongdae])
const names = (results: { shops: { name: string }[] }) => results.shops.map(({ name }) => name)

describe('the shop finder index', () => {
  it('lists open shops only, by region in the usual Korean order, then by name', () => {
    expect(names(findShops(index, {}))).toEqual([
      '바포레 강남 직영점',
      '바포레 홍대 직영점',
      '신촌 무화당',
      '바포레 부산 서면 직영점',
      '바포레 서비스센터 대전',
      '바포레 판교 직영점',
    ])
    expect(findShops(index, {}).total).toBe(6)
  })

  it('filters by region, and offers that region’s districts', () => {
    const seoul = findShops(index, { region: 'seoul' })
    expect(names(seoul)).toEqual(['바포레 강남 직영점', '바포레 홍대 직영점', '신촌 무화당'])
    // The closed shop's district is not a choice: nothing would be found there.
    expect(seoul.districts).toEqual(['강남구', '마포구', '서대문구'])
    expect(findShops(index, {}).districts).toEqual([])
    expect(names(findShops(index, { region: 'seoul', district: '마포구' }))).toEqual(['바포레 홍대 직영점'])
  })

  it('filters by service and by kind, together with the rest', () => {
    expect(names(findShops(index, { service: 'service' }))).toEqual(['바포레 강남 직영점', '바포레 홍대 직영점', '바포레 서비스센터 대전'])
    expect(names(findShops(index, { kind: 'service-center' }))).toEqual(['바포레 서비스센터 대전'])
    expect(names(findShops(index, { kind: 'direct', service: 'trade-in', region: 'busan' }))).toEqual(['바포레 부산 서면 직영점'])
    expect(findShops(index, { kind: 'partner', region: 'busan' })).toEqual({ shops: [], total: 0, districts: ['부산진구'] })
  })

  it('searches name, address and district regardless of spaces, case, width and word order', () => {
    expect(names(findShops(index, { q: '홍대' }))).toEqual(['바포레 홍대 직영점'])
    expect(names(findShops(index, { q: '양화로153' }))).toEqual(['바포레 홍대 직영점'])
    expect(names(findShops(index, { q: '직영점 강남' }))).toEqual(['바포레 강남 직영점'])
    expect(names(findShops(index, { q: '분당구' }))).toEqual(['바포레 판교 직영점'])
    expect(names(findShops(index, { q: '146번길, 20' }))).toEqual(['바포레 판교 직영점'])
    expect(findShops(index, { q: '제주' }).total).toBe(0)
    expect(normaliseForSearch('ＡＢＣ 강남-대로')).toBe('abc강남대로')
  })

  it('sorts nearest first from a position and gives each shop its distance', () => {
    const nearHongik = { lat: 37.555, lng: 126.936 }
    const results = findShops(index, { near: '37.555,126.936' })
    expect(names(results)).toEqual([
      '신촌 무화당',
      '바포레 홍대 직영점',
      '바포레 강남 직영점',
      '바포레 판교 직영점',
      '바포레 서비스센터 대전',
      '바포레 부산 서면 직영점',
    ])
    expect(results.shops[0]?.distanceKm).toBeCloseTo(distanceKm(nearHongik, { lat: sinchon.latitude, lng: sinchon.longitude }), 9)
    const distances = results.shops.map((entry) => entry.distanceKm ?? NaN)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(findShops(index, {}).shops[0]).not.toHaveProperty('distanceKm')
  })

  it('keeps the fields the page shows, and only the map links staff set', () => {
    const [first] = findShops(index, { q: '대전' }).shops
    expect(first).toMatchObject({ name: '바포레 서비스센터 대전', kind: 'service-center', phone: null, services: ['service'] })
    expect(first?.latitude).toEqual(expect.any(Number))
    expect(first).not.toHaveProperty('mapLinks')
  })
})

describe('with thousands of shops', () => {
  const many = Array.from({ length: 3000 }, (_, n) =>
    shop({
      name: `매장 ${String(n).padStart(4, '0')}`,
      region: n % 2 ? 'seoul' : 'busan',
      district: `${n % 25}구`,
      latitude: 35 + (n % 300) / 100,
      longitude: 127 + (n % 170) / 100,
    }),
  )
  const big = buildShopIndex(many)

  it('sends one page at a time, more pages on request', () => {
    const first = findShops(big, {})
    expect(first.total).toBe(3000)
    expect(first.shops).toHaveLength(SHOPS_PER_PAGE)
    expect(findShops(big, { page: 3 }).shops).toHaveLength(3 * SHOPS_PER_PAGE)
    expect(findShops(big, { page: 3 }).shops.slice(0, SHOPS_PER_PAGE)).toEqual(first.shops)
  })

  it('cuts the nearest-first list to the page too', () => {
    const results = findShops(big, { near: '36.5,127.8', region: 'seoul' })
    expect(results.total).toBe(1500)
    expect(results.shops).toHaveLength(SHOPS_PER_PAGE)
  })
})
