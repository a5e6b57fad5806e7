// Journey: a visitor has the site open while a new version is deployed. The page notices the new
// build id; their next navigation loads the page anew (new code), keeping what they had on screen,
// and a loop of reloads is impossible: at most one per path within 10 seconds.
import { expect, type Page, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { waitForHydration } from './support'

/** The server now answers another build id; the page is made to ask (it asks on a timer, too). */
async function deployNewBuild(page: Page) {
  await page.route('**/builds/latest.json?ts=*', (route) => route.fulfill({ json: { id: 'a-newer-build' } }))
  // The watcher starts with the overlays (toasts, dialogs), whose scripts load after hydration: on
  // a public page that is after the first interaction, and on a busy machine later than 10 s once.
  await expect(page.locator('.toaster')).toHaveCount(1, { timeout: 30_000 })
  await expect(async () => {
    const answered = page.waitForResponse('**/builds/latest.json?ts=*', { timeout: 1_000 })
    // As when the visitor comes back to the tab. The watcher starts just after hydration.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await answered
  }).toPass({ timeout: 10_000 })
  await expect(page.locator('html[data-new-build]')).toHaveCount(1)
}

const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name })

test('the latest-build manifest answers the id of the running build, uncached', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?ts=${Date.now()}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect((await response.json()).id).toMatch(/^\d{14}-[0-9a-f]{8}$/)
})

test('after a deploy, the next navigation is a full page load, once per path within 10 s', async ({ page }) => {
  const markPage = () => page.evaluate(() => Object.assign(window, { samePage: true }))
  // Mid-reload there is no window to ask: it counts as the same page until the new one answers.
  const samePage = () => page.evaluate(() => 'samePage' in window).catch(() => true)
  // The router puts the new URL in the address bar before it reloads the document: the URL alone
  // is no sign the reload happened, the marker's going is.
  const reloaded = async (why: string) => {
    await expect.poll(samePage, { message: why }).toBe(false)
    await waitForHydration(page)
  }
  // The page's clock stands still (its timers still run), so "within 10 s" does not depend on
  // how fast this machine is; the test moves it on itself.
  const deployedAt = new Date('2026-11-23T10:00:00+09:00').getTime()
  await page.clock.setFixedTime(deployedAt)

  await page.goto('/')
  await waitForHydration(page)
  await markPage()
  await menuLink(page, '매장 찾기').click()
  await expect(page).toHaveURL('/shops')
  expect(await samePage(), 'client-side before the deploy').toBe(true)

  await deployNewBuild(page)
  await menuLink(page, '정품 등록').click()
  await expect(page).toHaveURL('/device/register')
  await reloaded('a full page load after the deploy')

  // Another path: reloaded as well.
  await markPage()
  await deployNewBuild(page)
  await menuLink(page, '매장 찾기').click()
  await expect(page).toHaveURL('/shops')
  await reloaded('a full page load of another path')

  // The first path again, within 10 s of its reload: client-side this time.
  await markPage()
  await deployNewBuild(page)
  await menuLink(page, '정품 등록').click()
  await expect(page).toHaveURL('/device/register')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('정품 등록')
  expect(await samePage(), 'no second reload of one path within 10 s').toBe(true)

  // 10 s on, that path reloads again.
  await page.clock.setFixedTime(deployedAt + 10_000)
  await menuLink(page, '매장 찾기').click()
  await expect(page).toHaveURL('/shops')
  await reloaded('a reload again once 10 s have passed')
})

test('what is on screen is kept across the reload: the toast of a logout', async ({ page }, testInfo) => {
  await signInAsOwnCustomer(page, testInfo, 'reload')
  await deployNewBuild(page)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('main').getByRole('button', { name: '로그아웃' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
  await expect(page).toHaveURL('/')
  // The URL and the toast show on the old document first; the new one is the one without the marker.
  await expect.poll(() => page.evaluate(() => 'samePage' in window).catch(() => true)).toBe(false)
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })).toBeVisible()
  // It was a reload: the document is now the main page itself, not the login page signed in on.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toMatch(/\/$/)
})
