// Journey: a visitor moves around the site; each route change is reported as a page view with the
// route name, path and location: to Firebase Analytics when configured, here (a local run) to the
// storefront's own sink, where it can be read back.
import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

type Event = { route: string; path: string; location: string; receivedAt: string }

async function eventsSince(request: import('@playwright/test').APIRequestContext, since: string) {
  const { events } = (await (await request.get('/api/analytics')).json()) as { events: Event[] }
  return events.filter((event) => event.receivedAt >= since).map(({ route, path, location }) => ({ route, path, location }))
}

test('a page view after the first page and after every route change, none when only the query changes', async ({ page, request, baseURL }) => {
  const since = new Date().toISOString()
  await page.goto('/')
  await waitForHydration(page)
  await expect.poll(() => eventsSince(request, since)).toEqual([{ route: 'index', path: '/', location: `${baseURL}/` }])

  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: 'A/S 신청' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('로그인')
  await page.evaluate(() => window.history.pushState({}, '', '/login?redirect=%2Fuser'))
  // The sign-up link carries the page to return to.
  await page.getByRole('link', { name: '회원가입' }).click()
  await expect(page).toHaveURL('/register?redirect=%2Fuser')

  await expect
    .poll(() => eventsSince(request, since))
    .toEqual([
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
