import { describe, expect, it } from 'vitest'
import { recordPageViews } from './page-views'
import type { PageView } from './types'

const ORIGIN = 'http://localhost'
const at = (href: string) => ({ href, pathname: new URL(href, ORIGIN).pathname })

/** A router at `href`; `go` resolves a navigation, `pushState` moves the address without one. */
function fakeRouter(href: string, routeId: string) {
  const listeners: Array<(event: { toLocation: ReturnType<typeof at> }) => void> = []
  const router = {
    state: { location: at(href), status: 'idle', matches: [{ routeId: '__root__' }, { routeId }] } as Record<string, unknown>,
    subscribe: (_event: string, listener: (typeof listeners)[number]) => {
      listeners.push(listener)
      return () => {}
    },
  }
  const go = (nextHref: string, nextRoute: string) => {
    router.state = { location: at(nextHref), status: 'idle', matches: [{ routeId: '__root__' }, { routeId: nextRoute }] }
    listeners.forEach((listener) => listener({ toLocation: at(nextHref) }))
  }
  const pushState = (nextHref: string) => {
    router.state = { ...router.state, location: at(nextHref) }
  }
  return { router, go, pushState }
}

const record = (router: unknown) => recordPageViews(router as never, { origin: ORIGIN })

describe('page-view analytics', () => {
  it('reports the page landed on, then every route change, with route name, path and location', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    record(router).start((view) => views.push(view))
    go('/user/service?from=home', '/_default/user/service/')
    expect(views).toEqual([
      { route: 'index', path: '/', location: 'http://localhost/' },
      { route: 'user-service', path: '/user/service', location: 'http://localhost/user/service?from=home' },
    ])
  })

  it('keeps what resolved before the sender was there, at the address each resolved to, even after the page changed its query', () => {
    const { router, go, pushState } = fakeRouter('/', '/_default/')
    const recorder = record(router)
    go('/login?redirect=%2Fuser%2Fservice', '/_account/login/')
    // The login page changes its own query before the code that sends views has loaded.
    pushState('/login?redirect=%2Fuser')
    const views: PageView[] = []
    recorder.start((view) => views.push(view), { viewedAlready: '/' })
    expect(views).toEqual([{ route: 'login', path: '/login', location: 'http://localhost/login?redirect=%2Fuser%2Fservice' }])
  })

  it('reports the landing page at the address it was loaded at', () => {
    const { router, pushState } = fakeRouter('/register?redirect=%2Fuser%2Fdevice', '/_account/register')
    const recorder = record(router)
    pushState('/register?redirect=%2F')
    const views: PageView[] = []
    recorder.start((view) => views.push(view))
    expect(views).toEqual([{ route: 'register', path: '/register', location: 'http://localhost/register?redirect=%2Fuser%2Fdevice' }])
  })

  it('reports nothing when it starts mid-navigation, and the page once that navigation resolves', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const recorder = record(router)
    // A link followed as the app hydrates: the next location, the last page's matches.
    router.state = { ...router.state, location: at('/user/service'), status: 'pending' }
    const views: PageView[] = []
    recorder.start((view) => views.push(view), { viewedAlready: '/' })
    expect(views).toEqual([])
    go('/login', '/_account/login/')
    expect(views).toEqual([{ route: 'login', path: '/login', location: 'http://localhost/login' }])
  })

  it('skips a route change that leaves the path unchanged (only the query or hash moved)', () => {
    const { router, go } = fakeRouter('/shops', '/_default/shops')
    const views: PageView[] = []
    record(router).start((view) => views.push(view))
    go('/shops?region=seoul', '/_default/shops')
    expect(views).toHaveLength(1)
  })

  it("does not count again the page whose view a public page's loader sent before the app loaded", () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const views: PageView[] = []
    record(router).start((view) => views.push(view), { viewedAlready: '/' })
    go('/shops', '/_default/shops')
    expect(views).toEqual([{ route: 'shops', path: '/shops', location: 'http://localhost/shops' }])
  })

  it('holds the views resolved while stopped until started again', () => {
    const { router, go } = fakeRouter('/', '/_default/')
    const recorder = record(router)
    const views: PageView[] = []
    const stop = recorder.start((view) => views.push(view))
    stop()
    go('/shops', '/_default/shops')
    expect(views).toHaveLength(1)
    recorder.start((view) => views.push(view), { viewedAlready: '/' })
    expect(views.map(({ path }) => path)).toEqual(['/', '/shops'])
  })
})
