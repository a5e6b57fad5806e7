// Journey: a visitor opens a public page. It is the server's HTML and nothing more: no script of
// the app, no module preload, and yet its page view is sent. The app (React and the router) loads
// on the first interaction. A choice made before it is there is applied all the same: the finder's
// form sent as it is, or a button held and clicked again once the app is there (docs/decisions/0055,
// 0072). The consumer flows hydrate on load as before, their scripts asked for once
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

/** Holds the app's scripts from now on, so what the visitor does is done before the app is there; `release` lets them through. */
async function holdTheApp(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue().catch(() => {
      // The page went on to the form's answer meanwhile.
    })
  })
  return release
}

test("a choice in the shop finder made before the app is there is applied at once, as the form's answer", async ({ page }) => {
  await page.goto('/shops')
  await holdTheApp(page)
  const summary = page.locator('.shops-summary')
  await expect(summary).toHaveText(/^전체 매장 \d+곳$/)

  // A select: the region chosen, its list served.
  await page.getByLabel('시·도').selectOption('seoul')
  await expect(page).toHaveURL(/[?&]region=seoul/)
  await expect(summary).toHaveText(/^서울특별시 \d+곳$/)
  await expect(page.getByLabel('시·도')).toHaveValue('seoul')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  // A typed search, sent with Enter: the same form, the region kept.
  await page.getByLabel('매장명 또는 주소').fill('강남')
  await page.getByLabel('매장명 또는 주소').press('Enter')
  await expect(page).toHaveURL(/[?&]q=%EA%B0%95%EB%82%A8/)
  await expect(page).toHaveURL(/[?&]region=seoul/)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
})

test('words typed before the app is there are still in the field once it is, and sent with it', async ({ page }) => {
  await page.goto('/shops')
  const release = await holdTheApp(page)
  const field = page.getByLabel('매장명 또는 주소')
  await field.fill('홍대')
  await expect(page.locator('html[data-app="loading"]')).toHaveCount(1)
  release()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(field).toHaveValue('홍대')
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=%ED%99%8D%EB%8C%80/)
})

test.describe('with the location allowed', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] })

  test('nearest first, pressed before the app is there, is answered without it', async ({ page }) => {
    await page.goto('/shops')
    await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1)
    await holdTheApp(page)
    const sortByDistance = page.getByRole('button', { name: '내 위치에서 가까운 순' })
    await sortByDistance.click()
    await expect(page).toHaveURL(/near=37\.566(%2C|,)126\.978/)
    await expect(sortByDistance).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  })
})

test.describe('with the location refused', () => {
  test.use({ permissions: [] })

  test('a button the page cannot answer alone is held and answered once the app is there: why there is no nearest order', async ({ page, context }) => {
    await context.clearPermissions()
    await page.goto('/shops')
    const release = await holdTheApp(page)
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click()
    await expect(page.locator('html[data-app="loading"]')).toHaveCount(1)
    await expect(page.getByRole('alert')).toHaveCount(0)
    release()
    await expect(page.getByRole('alert')).toContainText('위치')
  })
})
