import { describe, expect, it } from 'vitest'
import { kakaoMapUrl, naverMapUrl } from './map-links'

const shop = { name: '바포레 홍대 직영점', address: '서울특별시 마포구 양화로 153, 1층', latitude: 37.5568, longitude: 126.9237 }

describe('map links', () => {
  it('uses the links staff set in the CMS', () => {
    const mapLinks = { kakao: 'https://place.map.kakao.com/123', naver: 'https://naver.me/abc' }
    expect(kakaoMapUrl({ ...shop, mapLinks })).toBe('https://place.map.kakao.com/123')
    expect(naverMapUrl({ ...shop, mapLinks })).toBe('https://naver.me/abc')
  })

  it('otherwise pins the name at the coordinates on Kakao Map and searches name and address on Naver Map', () => {
    expect(kakaoMapUrl({ ...shop, mapLinks: { kakao: '' } })).toBe('https://map.kakao.com/link/map/바포레%20홍대%20직영점,37.5568,126.9237')
    expect(naverMapUrl(shop)).toBe('https://map.naver.com/p/search/바포레%20홍대%20직영점%20서울특별시%20마포구%20양화로%20153%2C%201층')
  })

  it('leaves the Korean letters for the browser to encode, which opens the same address', () => {
    expect(new URL(kakaoMapUrl(shop)).href).toBe(`https://map.kakao.com/link/map/${encodeURIComponent('바포레 홍대 직영점')},37.5568,126.9237`)
    expect(new URL(naverMapUrl(shop)).href).toBe(`https://map.naver.com/p/search/${encodeURIComponent('바포레 홍대 직영점 서울특별시 마포구 양화로 153, 1층')}`)
    // Other characters a URL cannot hold are encoded all the same.
    expect(new URL(naverMapUrl({ ...shop, name: '50% 할인/#1?', address: '' })).pathname).toBe(`/p/search/${encodeURIComponent('50% 할인/#1? ')}`)
  })

  it('writes the Korean letters of a link staff pasted percent-encoded as letters, to the same address', () => {
    const pasted = `https://map.kakao.com/?q=${encodeURIComponent('건대 클라우드스토어')}`
    const link = kakaoMapUrl({ ...shop, mapLinks: { kakao: pasted } })
    expect(link).toBe('https://map.kakao.com/?q=건대%20클라우드스토어')
    expect(new URL(link).href).toBe(new URL(pasted).href)
    // Escapes that are not UTF-8 are left as they were.
    expect(naverMapUrl({ ...shop, mapLinks: { naver: 'https://naver.me/%FF%20a' } })).toBe('https://naver.me/%FF%20a')
  })

  it('keeps a comma in the name from splitting the Kakao link', () => {
    expect(kakaoMapUrl({ ...shop, name: 'A, B' })).toContain('/A%2C%20B,37.5568,')
  })
})
