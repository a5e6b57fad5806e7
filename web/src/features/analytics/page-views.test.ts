import { describe, expect, it, vi } from 'vitest'
import { trackPageViews } from './page-views'
import type { PageView } from './types'

const ORIGIN = 'http://localhost'
const at = (href: string) => ({ href, pathname: new URL(href, ORIGIN).pathname })

function fakeRouter(href: string, routeId: string) {
  const listeners: Array<(event: { toLocation: ReturnType<typeof at> }) => void> = []
  const router = {
    state: { location: at(href), matches: [{ routeId: '__root__' }, { routeId }] } as Record<string, unknown>,
    subscribe: vi.fn((_event: string, listener: (typeof listeners)[number]) => {
      listeners.push(listener)
      return () => {}
    }),
  }
  /** A navigation to `nextHref` resolves; `current` is where the router is by the time listeners run. */
  const go = (nextHref: string, nextRoute: string, current = nextHref) => {
    router.state = { location: at(current), resolvedLocation: at(current), matches: [{ routeId: '__root__' }, { routeId: nextRoute }] }
    listeners.forEach((listener) => listener({ toLocation: at(nextHref) }))
  }
  return { router, go }
}

const track = (router: unknown, views: PageView[], viewedAlready?: string) =>
  trackPageViews(router as never, (view) => views.push(view), { origin: ORIGIN, viewedAlready })

describe('page-view analytics', () => {
  it('reports the page landed on, then every route change, with route name, path and location', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    track(router, views)
    go('/user/service?from=home', '/_default/user/service/')
    expect(router.subscribe).toHaveBeenCalledWith('onResolved', expect.any(Function))
    expect(views).toEqual([
      { route: 'index', path: '/', location: 'http://localhost/' },
      { route: 'user-service', path: '/user/service', location: 'http://localhost/user/service?from=home' },
    ])
  })

  it('names the address the navigation resolved to, even when the query moved before the report ran', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    track(router, views, '/')
    // The login page changes its own query (history.pushState) before onResolved's listeners run.
    go('/login?redirect=%2Fuser%2Fservice', '/_account/login/', '/login?redirect=%2Fuser')
    expect(views).toEqual([{ route: 'login', path: '/login', location: 'http://localhost/login?redirect=%2Fuser%2Fservice' }])
  })

  it('reports nothing when it starts mid-navigation, and the page once that navigation resolves', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    // A link followed as the app hydrates: the next location, the last page's matches.
    router.state = { ...router.state, location: at('/user/service'), status: 'pending' }
    track(router, views, '/')
    expect(views).toEqual([])
    go('/login', '/_account/login/')
    expect(views).toEqual([{ route: 'login', path: '/login', location: 'http://localhost/login' }])
  })

  it('skips a route change that leaves the path unchanged (only the query or hash moved)', () => {
    const { router, go } = fakeRouter('/shops', '/_default/shops')
    const views: PageView[] = []
    track(router, views)
    go('/shops?region=seoul', '/_default/shops')
    expect(views).toHaveLength(1)
  })

  it("does not count again the page whose view a public page's loader sent before the app loaded", () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    track(router, views, '/')
    go('/shops', '/_default/shops')
    expect(views).toEqual([{ route: 'shops', path: '/shops', location: 'http://localhost/shops' }])
  })
})
