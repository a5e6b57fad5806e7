import { describe, expect, it, vi } from 'vitest'
import { stubLocalServerEnv } from '~/test/local-server-env'
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

  it('answers a header it has seen as it did the first time, and a restricted choice by that choice', () => {
    for (const round of [1, 2]) {
      expect(preferredEncoding('br;q=0, gzip;q=0.8'), `round ${round}`).toBe('gzip')
      expect(preferredEncoding('gzip, deflate, br'), `round ${round}`).toBe('br')
      expect(preferredEncoding('gzip, deflate, br', ['gzip']), `round ${round}`).toBe('gzip')
    }
    // More distinct headers than it keeps: still each one's own answer.
    for (let n = 0; n < 200; n++) expect(preferredEncoding(`gzip;q=0.${n % 9}, br;q=${n % 2}`)).toBe(n % 2 ? 'br' : n % 9 ? 'gzip' : undefined)
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
    for (const path of ['/', '/shops?region=seoul', '/posts/3', '/terms/privacy', '/korea', '/device/partner', '/device/register', '/trade-in/1'])
      expect(shareable(path, '_ga=GA1.1.2'), path).toBe(true)
    expect(shareable('/', 'session=abc; _ga=1')).toBe(false)
    expect(shareable('/posts/3', 'preview=token')).toBe(false)
    expect(shareable('/', null, 'POST')).toBe(false)
    for (const path of ['/user', '/login', '/trade-in/1/me', '/survey/owner-2026', '/survey/a/edit', '/api/health', '/sitemap.xml'])
      expect(shareable(path), path).toBe(false)
  })
})

describe('finishResponse', async () => {
  // A production build's headers (the CSP is sent from production builds only), local settings.
  stubLocalServerEnv()
  vi.stubEnv('PROD', true)
  const { finishResponse, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } = await import('./page-response.server')
  const nonce = 'bm9uY2Ux'
  const html = `<html><head><meta property="csp-nonce" content="${nonce}"></head><body><script nonce="${nonce}">$_TSR={u:1}</script></body></html>`
  const rendered = (headers: Record<string, string> = {}) => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
  const request = (headers: Record<string, string> = {}) => new Request('http://localhost/', { headers })

  it('shares a public page: hashes instead of the nonce, the CDN headers, br for a browser that takes it', async () => {
    const response = await finishResponse(request({ 'accept-encoding': 'gzip, br' }), rendered(), nonce, true)
    expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toMatch(/^W\//)
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'( https?:\/\/[^\s;']+)+;/)
    expect(response.headers.get('content-security-policy')).not.toContain('nonce')
  })

  it('keeps a page the render marked personal, or that sets a cookie, to this visitor', async () => {
    for (const headers of [{ 'cache-control': 'private, no-store' }, { 'set-cookie': 'a=b' }] as Record<string, string>[]) {
      const response = await finishResponse(request(), rendered(headers), nonce, true)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      expect(response.headers.get('etag')).toBeNull()
      expect(await response.text()).toContain(`nonce="${nonce}"`)
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    }
    expect((await finishResponse(request(), rendered(), nonce, false)).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
  })

  it('marks a redirect private and not to be stored, so a 301 set in the CMS can be taken back', async () => {
    for (const shareable of [true, false]) {
      const redirect = new Response(null, { status: 301, headers: { location: '/shops' } })
      expect((await finishResponse(request(), redirect, nonce, shareable)).headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
    }
  })

  it('answers a matching ETag with 304, without a policy that would replace the kept page’s', async () => {
    const first = await finishResponse(request(), rendered(), nonce, true)
    const again = await finishResponse(request({ 'if-none-match': first.headers.get('etag')! }), rendered(), nonce, true)
    expect(first.headers.get('content-security-policy')).toContain("'sha256-")
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBeNull()
  })
})
