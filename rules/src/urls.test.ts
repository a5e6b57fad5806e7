import { describe, expect, it } from 'vitest'
import { isHref, isHttpUrl, isStorePath } from './urls'

describe('isHttpUrl', () => {
  it.each(['https://pf.kakao.com/_abc', 'http://localhost:3000'])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true)
  })
  it.each(['/shops', 'javascript:alert(1)', 'ftp://host/file', 'pf.kakao.com', ''])('rejects %s', (value) => {
    expect(isHttpUrl(value)).toBe(false)
  })
})

describe('isHref', () => {
  it.each(['/', '/device/register', '/posts/warranty-policy?x=1#top', 'https://smartstore.naver.com/x'])('accepts %s', (value) =>
    expect(isHref(value)).toBe(true),
  )
  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'shops', ''])('rejects %s', (value) =>
    expect(isHref(value)).toBe(false),
  )
})

describe('isStorePath', () => {
  it('accepts a storefront path', () => expect(isStorePath('/event/2026-spring')).toBe(true))
  it.each(['https://vapore.kr/event', '//evil.example', '/\\evil.example', 'event'])('rejects %s', (value) => expect(isStorePath(value)).toBe(false))
})
