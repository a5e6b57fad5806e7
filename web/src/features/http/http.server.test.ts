import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './encoding'
import { hashInlineElements, hashSource } from './inline-hashes.server'
import { isShareableRequest } from './public-pages.server'

describe('preferredEncoding', () => {
  it('takes br, else gzip, by the client’s weights; q=0 refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(null)).toBeUndefined()
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip')
  })
})

describe('hashInlineElements', () => {
  const nonce = 'bm9uY2Ux+/='
  const page = [
    `<head><meta property="csp-nonce" content="${nonce}"><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}">`,
    `<style nonce="${nonce}">body{color:red}</style>`,
    `<script type="application/ld+json" nonce="${nonce}">{"@type":"Article"}</script></head>`,
    `<body><div><script>alert('from CMS text')</script></div>`,
    `<script nonce="${nonce}">$_TSR={a:1}\r\n</script><script type="module" src="/assets/main.js" nonce="${nonce}"></script></body>`,
  ].join('')

  it('hashes the runnable inline scripts and styles the router wrote, and nothing else', () => {
    const { hashes } = hashInlineElements(page, nonce)!
    expect(hashes.scripts).toEqual([hashSource('$_TSR={a:1}\n')])
    expect(hashes.styles).toEqual([hashSource('body{color:red}')])
    expect(hashes.scripts).not.toContain(hashSource("alert('from CMS text')"))
  })

  it('takes the nonce out of the page', () => {
    const { html } = hashInlineElements(page, nonce)!
    expect(html).not.toContain(nonce)
    expect(html).not.toContain('csp-nonce')
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>')
  })

  it('refuses a page where the nonce shows anywhere else', () => {
    expect(hashInlineElements(`${page}<p>${nonce}</p>`, nonce)).toBeUndefined()
  })
})

describe('isShareableRequest', () => {
  const shareable = (path: string, cookie: string | null = null, method = 'GET') => isShareableRequest(method, new URL(path, 'http://localhost'), cookie)

  it('is a GET of a public page by a visitor with neither a session nor a preview', () => {
    for (const path of [
      '/',
      '/shops?region=seoul',
      '/posts/3',
      '/terms/privacy',
      '/korea',
      '/device/partner',
      '/device/register',
      '/trade-in/1',
      '/survey/owner-2026',
    ])
      expect(shareable(path, '_ga=GA1.1.2'), path).toBe(true)
    expect(shareable('/', 'session=abc; _ga=1')).toBe(false)
    expect(shareable('/posts/3', 'preview=token')).toBe(false)
    expect(shareable('/', null, 'POST')).toBe(false)
    for (const path of ['/user', '/login', '/trade-in/1/me', '/survey/a/edit', '/api/health', '/sitemap.xml']) expect(shareable(path), path).toBe(false)
  })
})
