import { describe, expect, it } from 'vitest'
import { withHeader } from './with-header'

describe('withHeader', () => {
  it('sets the header on the response itself, or on a copy when its headers are immutable', () => {
    const page = new Response('ok')
    expect(withHeader(page, 'X-Robots-Tag', 'noindex')).toBe(page)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    const redirect = Response.redirect('http://localhost/shops', 302)
    const copy = withHeader(redirect, 'X-Robots-Tag', 'noindex')
    expect(copy).not.toBe(redirect)
    expect([copy.status, copy.headers.get('location'), copy.headers.get('x-robots-tag')]).toEqual([302, 'http://localhost/shops', 'noindex'])
  })
})
