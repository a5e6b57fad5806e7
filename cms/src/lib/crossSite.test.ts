import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite } from './crossSite'

const own = ['https://cms.example']
const write = (headers: Record<string, string>, method = 'POST') => isCrossSiteWrite(method, new Headers(headers), own)

describe('isCrossSiteWrite', () => {
  it('refuses a write another site, a sibling origin or an opaque origin made in a browser', () => {
    expect(write({ 'sec-fetch-site': 'cross-site' })).toBe(true)
    expect(write({ 'sec-fetch-site': 'same-site', origin: 'https://www.example' })).toBe(true)
    expect(write({ origin: 'https://evil.example' }, 'DELETE')).toBe(true)
    expect(write({ origin: 'null' }, 'PATCH')).toBe(true)
  })

  it('takes writes from its own pages, what a user typed, and servers that send no browser headers', () => {
    expect(write({ 'sec-fetch-site': 'same-origin', origin: 'https://cms.example' })).toBe(false)
    expect(write({ 'sec-fetch-site': 'none' })).toBe(false)
    expect(write({ origin: 'https://cms.example' })).toBe(false)
    expect(write({})).toBe(false)
  })

  it('never stands between anyone and a read', () => {
    expect(write({ 'sec-fetch-site': 'cross-site' }, 'GET')).toBe(false)
    expect(write({ origin: 'https://evil.example' }, 'HEAD')).toBe(false)
  })
})
