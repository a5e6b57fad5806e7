// Journey: a visitor opens a public page. It is the server's HTML and nothing more: no script of
// the app, no module preload, and yet its page view is sent. The app (React and the router) loads
// on the first interaction, and a button clicked before it was there is answered once it is
// (docs/decisions/0055). The consumer flows hydrate on load as before, their scripts asked for once
// the page has been painted (docs/decisions/0068).
import { expect, type Page, test } from '@playwright/test'
import { isWebVitalsReporter, waitForHydration } from './support'

const HERE = { latitude: 37.5665, longitude: 126.978 }

/** The script files the page asks for, by path, from now on: the app's, not the Web Vitals reporter's. */
function scriptsRequested(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && !isWebVitalsReporter(request.url()) && scripts.push(new URL(request.url()).pathname))
  return scripts
}

test('a public page loads no script of the app until the first interaction, and its page view is sent without it', async ({ page }) => {
  const scripts = scriptsRequested(page)
  const pageView = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics')
  await page.goto('/')
  expect((await pageView).postDataJSON()).toMatchObject({ route: 'index', path: '/' })
  await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(scripts, 'scripts before any interaction').toEqual([])
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  // The page works as it is: its links are plain links to the other pages.
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '매장 찾기' })).toHaveAttribute('href', '/shops')

  // A first keystroke loads the app, which hydrates the page as the server rendered it.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await waitForHydration(page)
  expect(scripts.length, 'the app, loaded on the interaction').toBeGreaterThan(0)
  expect(errors, 'no hydration error').toEqual([])
})

test('a consumer flow hydrates on load with no interaction, its scripts asked for only once the page is painted', async ({ page, request }) => {
  // As served: the page and its data for hydration, no entry script and no module preload to compete with its first paint.
  const html = await (await request.get('/device/register')).text()
  expect(html).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/)
  expect(html).toContain('data-app-loader')

  await page.goto('/device/register')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(page.locator('html[data-app]')).toHaveCount(0)
  const { firstPaint, firstScript } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    ),
  }))
  expect(firstPaint, 'the page’s content was painted').toBeGreaterThan(0)
  expect(firstScript, 'the first script of the app, asked for after the first paint').toBeGreaterThan(firstPaint!)
})

test.describe('with the location allowed', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] })

  test('a button clicked before the app has loaded is answered once it has: nearest first on the shop finder', async ({ page }) => {
    await page.goto('/shops')
    await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1)
    // The app's scripts are held until the click is over, so it is made before the app is there.
    let clickMade!: () => void
    const clicked = new Promise<void>((resolve) => (clickMade = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await clicked
      await route.continue()
    })
    const sortByDistance = page.getByRole('button', { name: '내 위치에서 가까운 순' })
    await sortByDistance.click()
    await expect(page.locator('html[data-app="loading"]')).toHaveCount(1)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    clickMade()

    await expect(page).toHaveURL(/near=37\.566(%2C|,)126\.978/)
    await expect(sortByDistance).toHaveAttribute('aria-pressed', 'true')
  })
})
