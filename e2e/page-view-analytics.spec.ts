// Journey: a visitor moves around the site; each route change is reported as a page view with the
// route name, path and location: to Firebase Analytics when configured, here (a local run) to the
// storefront's own sink, where it can be read back.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './support'

type Event = { route: string; path: string; location: string }

/**
 * The page views this page sends, as the sink has them. Journeys running meanwhile send theirs to
 * the same sink: this page's own are the ones it posted, each of which the sink must hold.
 */
function pageViewsOf(page: Page, request: APIRequestContext) {
  const sent: Event[] = []
  page.on('request', (posted) => {
    if (posted.method() === 'POST' && new URL(posted.url()).pathname === '/api/analytics') sent.push(posted.postDataJSON() as Event)
  })
  return async () => {
    const { events } = (await (await request.get('/api/analytics')).json()) as { events: Event[] }
    const held = events.map(({ route, path, location }) => JSON.stringify({ route, path, location }))
    return sent.filter((event) => held.includes(JSON.stringify({ route: event.route, path: event.path, location: event.location })))
  }
}

test('a page view after the first page and after every route change, none when only the query changes', async ({ page, request, baseURL }) => {
  const received = pageViewsOf(page, request)
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(received).toEqual([{ route: 'index', path: '/', location: `${baseURL}/` }])

  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: 'A/S 신청' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인')
  await page.evaluate(() => window.history.pushState({}, '', '/login?redirect=%2Fuser'))
  // The sign-up link carries the page to return to, once the router has taken up the new query.
  const signUp = page.getByRole('link', { name: '회원가입' })
  await expect(signUp).toHaveAttribute('href', '/register?redirect=%2Fuser')
  await signUp.click()
  await expect(page).toHaveURL('/register?redirect=%2Fuser')

  await expect.poll(received).toEqual([
    { route: 'index', path: '/', location: `${baseURL}/` },
    { route: 'login', path: '/login', location: `${baseURL}/login?redirect=%2Fuser%2Fservice` },
    { route: 'register', path: '/register', location: `${baseURL}/register?redirect=%2Fuser` },
  ])
})

test('public pages load no Firebase SDK', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)
  await page.goto('/shops')
  await waitForHydration(page)
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
  expect(bodies.length).toBeGreaterThan(0)
  for (const body of bodies) expect(body).not.toMatch(/@firebase\/(app|auth|analytics)/)
})
