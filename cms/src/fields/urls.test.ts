import { describe, expect, it } from 'vitest'
import { isHref, isHttpUrl } from './urls'

describe('isHttpUrl', () => {
  it.each(['https://pf.kakao.com/_abc', 'http://localhost:3000'])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true)
  })
  it.each(['/shops', 'javascript:alert(1)', 'ftp://host/file', 'pf.kakao.com', ''])('rejects %s', (value) => {
    expect(isHttpUrl(value)).toBe(false)
  })
})

describe('isHref', () => {
  it.each(['/', '/device/register', '/posts/warranty-policy?x=1#top', 'https://smartstore.naver.com/x'])(
    'accepts %s',
    (value) => expect(isHref(value)).toBe(true),
  )
  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', 'shops', ''])(
    'rejects %s',
    (value) => expect(isHref(value)).toBe(false),
  )
})
