import { describe, expect, it } from 'vitest'
import { changeSearch, formatNear, hasFilters, MAX_PAGES, parseNear, parseShopSearch } from './shop-search'

describe('the /shops search in the URL', () => {
  it('keeps every valid filter', () => {
    expect(parseShopSearch({ region: 'seoul', district: '마포구', service: 'service', kind: 'direct', q: ' 홍대 ', near: '37.557,126.924', page: 3 })).toEqual({
      region: 'seoul',
      district: '마포구',
      service: 'service',
      kind: 'direct',
      q: '홍대',
      near: '37.557,126.924',
      page: 3,
    })
  })

  it('drops what is not valid instead of refusing the page', () => {
    expect(parseShopSearch({ region: 'atlantis', district: '', service: 'massage', kind: 7, q: '   ', near: '91,0', page: 0, extra: 'x' })).toEqual({})
    expect(parseShopSearch({ near: 'here', page: 'two' })).toEqual({})
    expect(parseShopSearch({ page: 1 })).toEqual({})
    expect(parseShopSearch({ page: MAX_PAGES + 1 })).toEqual({})
    expect(parseShopSearch({ q: 'x'.repeat(61) })).toEqual({})
  })

  it('takes a query the router read as a number (?q=153) as text', () => {
    expect(parseShopSearch({ q: 153 })).toEqual({ q: '153' })
  })

  it('names a dropped value as undefined, so it hides the raw one the router keeps beside it', () => {
    const parsed = parseShopSearch({ region: 'atlantis', utm_source: 'kakao' })
    expect(parsed).toHaveProperty('region', undefined)
    expect(parsed).not.toHaveProperty('utm_source')
  })

  it('starts again at the first page on a new filter, and clears the district with a new region', () => {
    const current = { region: 'seoul', district: '마포구', page: 3 } as const
    expect(changeSearch(current, { kind: 'partner' })).toEqual({ region: 'seoul', district: '마포구', kind: 'partner' })
    expect(changeSearch(current, { region: 'busan' })).toEqual({ region: 'busan' })
    expect(changeSearch(current, { region: 'seoul' })).toEqual({ region: 'seoul', district: '마포구' })
    expect(changeSearch(current, { district: undefined })).toEqual({ region: 'seoul' })
  })

  it('rounds the position to three decimals (about 100 m) and reads it back', () => {
    expect(formatNear({ lat: 37.556789, lng: 126.923456 })).toBe('37.557,126.923')
    expect(parseNear('37.557,126.923')).toEqual({ lat: 37.557, lng: 126.923 })
    expect(parseNear('-33.9,151.2')).toEqual({ lat: -33.9, lng: 151.2 })
    expect(parseNear('37.5,190')).toBeUndefined()
    expect(parseNear('37.5;127')).toBeUndefined()
  })

  it('counts filters and the search as narrowing the list, not the order or the page', () => {
    expect(hasFilters({ page: 2 })).toBe(false)
    expect(hasFilters({ near: '37.5,127' })).toBe(false)
    expect(hasFilters({ kind: 'direct' })).toBe(true)
    expect(hasFilters(parseShopSearch({ page: 2, utm_source: 'kakao' }))).toBe(false)
  })
})
