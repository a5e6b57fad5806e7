import { describe, expect, it } from 'vitest'
import { buildRedirectTable, findRedirect } from './redirect-table'

const SITE = 'https://www.vapore.kr'
const custom = (from: string, url: string, type?: '301' | '302') => ({ from, to: { type: 'custom', url }, type })
const reference = (from: string, relationTo: string, value: unknown) => ({ from, to: { type: 'reference', reference: { relationTo, value } } })

describe('the redirects table', () => {
  it('sends an internal target client-side, with the status the CMS chose', () => {
    const table = buildRedirectTable([custom('/event', '/trade-in/3', '301')], SITE)
    expect(findRedirect(table, '/event')).toEqual({ href: '/trade-in/3', external: false, statusCode: 301 })
  })

  it('marks another site as external (a full page load) and defaults to a temporary redirect', () => {
    const table = buildRedirectTable([custom('/store', 'https://smartstore.naver.com/vapore')], SITE)
    expect(findRedirect(table, '/store')).toEqual({ href: 'https://smartstore.naver.com/vapore', external: true, statusCode: 302 })
  })

  it('treats a full URL of this site as a path on it', () => {
    const table = buildRedirectTable([custom('https://www.vapore.kr/old?x=1', 'https://www.vapore.kr/shops')], SITE)
    expect(findRedirect(table, '/old?x=1')).toMatchObject({ href: '/shops', external: false })
  })

  it('resolves references to posts and pages to their storefront paths', () => {
    const table = buildRedirectTable(
      [reference('/warranty', 'posts', { id: 7, title: '보증 정책' }), reference('/about', 'pages', { id: 2, slug: 'korea' })],
      SITE,
    )
    expect(findRedirect(table, '/warranty')?.href).toBe('/posts/7')
    expect(findRedirect(table, '/about')?.href).toBe('/korea')
  })

  it('matches a path with or without a trailing slash, and percent-encoded or not', () => {
    const table = buildRedirectTable([custom('/이벤트/', '/trade-in/3')], SITE)
    expect(findRedirect(table, '/이벤트')?.href).toBe('/trade-in/3')
    expect(findRedirect(table, '/%EC%9D%B4%EB%B2%A4%ED%8A%B8/')?.href).toBe('/trade-in/3')
  })

  it('prefers an entry for the exact query, then the path alone', () => {
    const table = buildRedirectTable([custom('/promo?code=spring', '/survey/spring'), custom('/promo', '/shops')], SITE)
    expect(findRedirect(table, '/promo?code=spring')?.href).toBe('/survey/spring')
    expect(findRedirect(table, '/promo?code=other')?.href).toBe('/shops')
    expect(findRedirect(table, '/promo')?.href).toBe('/shops')
  })

  it('answers nothing for a path without a redirect', () => {
    expect(findRedirect(buildRedirectTable([custom('/a', '/b')], SITE), '/c')).toBeUndefined()
  })

  it.each([
    ['a script URL', custom('/x', 'javascript:alert(1)')],
    ['a protocol-relative URL', custom('/x', '//evil.example')],
    ['a target that is its own source', custom('/x', '/x/')],
    ['a from on another site', custom('https://evil.example/x', '/shops')],
    ['a reference to an unknown collection', reference('/x', 'users', { id: 1 })],
    ['a reference not populated (depth 0)', reference('/x', 'posts', 7)],
    ['a document without from', { to: { type: 'custom', url: '/shops' } }],
    ['something else', 'not a document'],
  ])('leaves out %s', (_, doc) => {
    expect(buildRedirectTable([doc], SITE).size).toBe(0)
  })

  it('looks a path up in constant time, whatever the number of redirects', () => {
    const docs = Array.from({ length: 50_000 }, (_, index) => custom(`/old/${index}`, `/posts/${index + 1}`))
    const table = buildRedirectTable(docs, SITE)
    expect(table).toBeInstanceOf(Map)
    expect(findRedirect(table, '/old/49999')?.href).toBe('/posts/50000')
  })
})
