import { describe, expect, it } from 'vitest'
import { bypasses } from './redirect-bypasses'
import { safeRedirectTarget } from './redirect-target'

describe('safeRedirectTarget', () => {
  it.each(['/', '/user', '/user/service/view/42', '/survey/spring?step=2#q3', '/shops?region=%EC%84%9C%EC%9A%B8', '/posts/100%25-genuine'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeRedirectTarget(path)).toBe(path)
    },
  )

  it.each([
    ['/가', '/%EA%B0%80'],
    ['/shops?region=서울&q=홍대 입구', '/shops?region=%EC%84%9C%EC%9A%B8&q=%ED%99%8D%EB%8C%80%20%EC%9E%85%EA%B5%AC'],
    ['/posts/후기#댓글', '/posts/%ED%9B%84%EA%B8%B0#%EB%8C%93%EA%B8%80'],
  ])('keeps the Korean path %s, written as a Location header can carry it', (path, written) => {
    expect(safeRedirectTarget(path)).toBe(written)
    expect(decodeURIComponent(safeRedirectTarget(path))).toBe(decodeURIComponent(written))
  })

  it.each([
    undefined,
    null,
    42,
    '',
    'user',
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/user\\..\\..\\evil',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%E0%A4%A',
    `/${'a'.repeat(2048)}`,
  ])('replaces the unsafe target %j with /', (target) => {
    expect(safeRedirectTarget(target)).toBe('/')
  })

  it.each(bypasses)('keeps the known bypass %j on this site', (target) => {
    const kept = safeRedirectTarget(target)
    const url = new URL(kept, 'https://storefront.test')
    expect(url.origin).toBe('https://storefront.test')
    expect(url.pathname.startsWith('//')).toBe(false)
    // eslint-disable-next-line no-control-regex -- no control character may survive
    expect(kept).toMatch(/^\/(?![/\\])[^\u0000-\u0020\\]*$/)
  })
})
