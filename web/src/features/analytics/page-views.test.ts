import { describe, expect, it, vi } from 'vitest'
import { trackPageViews } from './page-views'
import type { PageView } from './types'

function fakeRouter(pathname: string, routeId: string) {
  const listeners: Array<() => void> = []
  const router = {
    state: { location: { pathname }, matches: [{ routeId: '__root__' }, { routeId }] },
    subscribe: vi.fn((_event: string, listener: () => void) => {
      listeners.push(listener)
      return () => {}
    }),
  }
  const go = (nextPath: string, nextRoute: string) => {
    router.state = { location: { pathname: nextPath }, matches: [{ routeId: '__root__' }, { routeId: nextRoute }] }
    listeners.forEach((listener) => listener())
  }
  return { router, go }
}

describe('page-view analytics', () => {
  it('reports the page landed on, then every route change, with route name, path and location', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    let href = 'http://localhost/'
    trackPageViews(router as never, (view) => views.push(view), { currentHref: () => href })
    href = 'http://localhost/user/service?from=home'
    go('/user/service', '/_default/user/service/')
    expect(router.subscribe).toHaveBeenCalledWith('onResolved', expect.any(Function))
    expect(views).toEqual([
      { route: 'index', path: '/', location: 'http://localhost/' },
      { route: 'user-service', path: '/user/service', location: 'http://localhost/user/service?from=home' },
    ])
  })

  it('reports nothing when it starts mid-navigation, and the page once that navigation resolves', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    // A link followed as the app hydrates: the next location, the last page's matches.
    router.state = { ...router.state, location: { pathname: '/user/service' }, status: 'pending' } as typeof router.state
    trackPageViews(router as never, (view) => views.push(view), { currentHref: () => 'http://localhost/login', viewedAlready: '/' })
    expect(views).toEqual([])
    go('/login', '/_default/login/')
    expect(views).toEqual([{ route: 'login', path: '/login', location: 'http://localhost/login' }])
  })

  it('skips a route change that leaves the path unchanged (only the query or hash moved)', () => {
    const { router, go } = fakeRouter('/shops', '/_default/shops')
    const send = vi.fn()
    trackPageViews(router as never, send, { currentHref: () => 'http://localhost/shops?region=seoul' })
    go('/shops', '/_default/shops')
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("does not count again the page whose view a public page's loader sent before the app loaded", () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    trackPageViews(router as never, (view) => views.push(view), { viewedAlready: '/', currentHref: () => 'http://localhost/shops' })
    go('/shops', '/_default/shops')
    expect(views).toEqual([{ route: 'shops', path: '/shops', location: 'http://localhost/shops' }])
  })
})
