// Journey: a visitor follows a broken link, a link with a malformed id, and a page that fails to
// load. They get the error screens (docs/product.md#behaviour-on-every-page) in Korean, real status codes, and a way back to the main page.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { attachScreenshot, waitForHydration } from './support'

const NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.'
const UNEXPECTED = '예상하지 못한 문제가 발생했습니다.'

test('an unknown path answers 404 with "Page not found: {path}" in the server HTML', async ({ request }) => {
  const response = await request.get('/no/such/page')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain(NOT_FOUND)
  expect(html).toContain('Page not found: /no/such/page')
})

test('an unknown address gets the page a render would give it, from one render kept for all of them', async ({ request }) => {
  const path = `/e2e/gone-${randomUUID().slice(0, 8)}`
  // The same address with a query is rendered for its request (not-found-page.server.ts); the line names the path alone.
  const comparable = (html: string) =>
    html
      .replace(/<meta property="csp-nonce"[^>]*>/g, '')
      .replace(/\snonce="[^"]*"/g, '')
      .replace(/([{,]u:)\d+/g, '$10')
  // Another journey's content edit between the two would change the footer: asked again then.
  await expect(async () => {
    const [kept, rendered] = await Promise.all([request.get(path), request.get(`${path}?rendered`)])
    expect([kept.status(), rendered.status()]).toEqual([404, 404])
    expect(kept.headers()['content-security-policy']).toMatch(/'sha256-/)
    expect(kept.headers()['content-security-policy']).not.toContain("'nonce-")
    expect(comparable(await kept.text())).toBe(comparable(await rendered.text()))
  }).toPass({ timeout: 30_000 })
})

test('a route whose parameters fail validation answers 404 with "Page Not Found"', async ({ request }) => {
  for (const path of ['/posts/not-a-number', '/survey/Not_A_Slug', '/trade-in/1/me/not-a-tab', '/trade-in/0']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain(NOT_FOUND)
    expect(html, path).toContain('Page Not Found')
    expect(html, path).not.toContain('Page not found:')
  }
})

test('the not-found screen explains itself, keeps the site around it, and leads back to main', async ({ page }, testInfo) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND)
  await expect(page.getByText('주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await waitForHydration(page)
  await attachScreenshot(page, testInfo, '404')
  await page.getByRole('link', { name: '메인으로' }).click()
  await expect(page).toHaveURL('/')
  // The home page: the brand alone as the title, its hero and quick links.
  await expect(page).toHaveTitle('VAPORE')
  await expect(page.getByRole('region', { name: '무엇을 도와드릴까요?' })).toBeVisible()
})

test('a client-side navigation to an unknown path shows the same screen', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => window.history.pushState({}, '', '/gone/away'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND)
  await expect(page.getByText('Page not found: /gone/away')).toBeVisible()
})

test('a page that fails to load shows the unexpected-problem screen inside the site, with a way back', async ({ page }, testInfo) => {
  await page.goto('/')
  await waitForHydration(page)
  // The private pages ask the server who is signed in; make that call fail.
  await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 500, body: 'boom' }))
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '마이페이지' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNEXPECTED)
  await expect(page.getByText('문제가 계속되면 고객센터로 문의해 주세요.')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await attachScreenshot(page, testInfo, 'error')
  await page.unroute('**/_serverFn/**')
  await page.getByRole('link', { name: '메인으로' }).click()
  await expect(page).toHaveURL('/')
})
