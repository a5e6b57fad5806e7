import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '~/features/auth/session-policy'
import { PREVIEW_COOKIE } from '~/features/preview/preview.server'
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './page-response.server'
import { withoutTrackingParams } from './public-page-cache.server'
import { isShareableRequest } from './public-pages.server'

// The CDN's rules (deploy/cdn.json, docs/decisions/0054) against what the storefront sends for each
// of its routes: the CDN caches exactly the responses the storefront marks shared, with the header
// it sends, and keys them as the render cache does.

const repository = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')
interface Rule {
  methods?: string[]
  paths: string[]
  originCacheControl: string
}
const cdn = JSON.parse(repository('deploy/cdn.json')) as {
  publicPages: Rule & { bypassWhenCookie: string[]; cacheKey: { dropQuery: string[] } }
  assets: Rule
  never: Rule
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A rule's path pattern: `*` stands for any characters, slashes included. */
const matches = (patterns: string[], path: string) => patterns.some((pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(path))

/** Whether the CDN keeps a response to this request, by its rules alone ("never" wins). */
function cdnCaches(method: string, path: string, cookies: string[] = []): boolean {
  if (matches(cdn.never.paths, path) || cdn.never.methods?.includes(method)) return false
  if (cookies.some((cookie) => cdn.publicPages.bypassWhenCookie.includes(cookie))) return false
  return cdn.publicPages.methods!.includes(method) && matches(cdn.publicPages.paths, path)
}

/** Every route of the storefront (routeTree.gen.ts) as a path with its parameters filled in. */
function routePaths(): string[] {
  const tree = repository('web/src/routeTree.gen.ts')
  const union = tree.slice(tree.indexOf('fullPaths:'), tree.indexOf('fileRoutesByTo:'))
  const samples: Record<string, string> = {
    postId: '3',
    tradeEventId: '1',
    tradeId: '7',
    slug: 'owner-2026',
    serialNumber: 'VP-2026-000001',
    serviceId: '5',
    id: '9',
  }
  return [...union.matchAll(/'([^']+)'/g)].map(([, route]) =>
    route!
      .replace(/\/\{-\$\w+\}/g, '')
      .replace(/\$(\w+)/g, (_, name: string) => samples[name] ?? '1')
      .replace(/\/\$$/, '/x.webp')
      .replace(/(.)\/$/, '$1'),
  )
}

describe('the CDN rules (deploy/cdn.json)', () => {
  const paths = routePaths()

  it('know every route', () => {
    expect(paths.length).toBeGreaterThan(50)
    expect(paths).toContain('/trade-in/1/me')
  })

  it('cache a route without cookies exactly when the storefront shares its page', () => {
    for (const path of paths) {
      const shared = isShareableRequest('GET', new URL(path, 'https://shop.example.kr'), null)
      expect(cdnCaches('GET', path), path).toBe(shared)
    }
  })

  it('never cache a visitor with a session or a preview, nor any form post', () => {
    expect(cdn.publicPages.bypassWhenCookie.toSorted()).toEqual([PREVIEW_COOKIE, SESSION_COOKIE].toSorted())
    for (const path of paths) {
      for (const cookie of [SESSION_COOKIE, PREVIEW_COOKIE]) {
        expect(cdnCaches('GET', path, [cookie]), `${path} with ${cookie}`).toBe(false)
        expect(isShareableRequest('GET', new URL(path, 'https://shop.example.kr'), `${cookie}=x`)).toBe(false)
      }
      expect(cdnCaches('POST', path), path).toBe(false)
      expect(isShareableRequest('POST', new URL(path, 'https://shop.example.kr'), null)).toBe(false)
    }
  })

  it('expect the headers the storefront sends', () => {
    expect(cdn.publicPages.originCacheControl).toBe(SHARED_CACHE_CONTROL)
    expect(cdn.never.originCacheControl).toBe(PRIVATE_CACHE_CONTROL)
    const assets = /hashedAssets = staticMiddleware\(\{ dir: clientDir, maxAge: ([\d_]+), immutable: true \}\)/.exec(
      repository('web/src/node-server.server.ts'),
    )
    expect(cdn.assets.originCacheControl).toBe(`public, max-age=${Number(assets![1]!.replaceAll('_', ''))}, immutable`)
    // What the newest bench run read off the production build's responses, page by page.
    const runs = JSON.parse(repository('bench/results.json')) as { pages?: Record<string, { path: string; http?: { cacheControl?: string } }> }[]
    const measured = Object.values(runs.findLast((run) => Object.values(run.pages ?? {}).some((page) => page.http?.cacheControl))!.pages!).filter(
      (page) => page.http?.cacheControl,
    )
    expect(measured.length).toBeGreaterThan(5)
    expect(measured.filter((page) => page.http!.cacheControl === SHARED_CACHE_CONTROL).length).toBeGreaterThan(5)
    for (const page of measured) {
      const cached = cdnCaches('GET', new URL(page.path, 'https://shop.example.kr').pathname)
      expect(page.http!.cacheControl, page.path).toBe(cached ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
    }
  })

  it('leave out of the key only the parameters the storefront ignores', () => {
    for (const name of cdn.publicPages.cacheKey.dropQuery) {
      const param = name.replace('*', 'campaign')
      expect(withoutTrackingParams(new URL(`https://shop.example.kr/?${param}=x&region=seoul`)).search, param).toBe('?region=seoul')
    }
    expect(withoutTrackingParams(new URL('https://shop.example.kr/shops?region=seoul')).search).toBe('?region=seoul')
  })
})
