// Journey: a visitor points at a link; the page it leads to is fetched ahead, so the click feels
// instant. Not on a slow connection or in data-saver mode: then nothing is fetched ahead.
import { expect, type Page, test } from '@playwright/test'
import { isWebVitalsReporter, waitForHydration } from './support'

const shopsChunk = /\/assets\/shops-[\w-]+\.js$/
const shopsLink = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '매장 찾기' })

async function openHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  // The overlays (toasts, dialogs) load their scripts right after hydration: on a busy machine that
  // came after the network had been idle, inside the hover's second (1 of 1,432 runs). In place, they are loaded.
  await expect(page.locator('.toaster')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
}

/** The scripts requested while the pointer rests on the shop finder's link for a second. */
async function hoverShopsAndCollectScripts(page: Page) {
  await openHome(page)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && !isWebVitalsReporter(request.url()) && scripts.push(new URL(request.url()).pathname))
  await shopsLink(page).hover()
  // What must not happen has no event to wait for: a second is many times the router's hover delay.
  await page.waitForTimeout(1_000)
  return scripts
}

test.describe('on an ordinary connection', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone has no hover')

  test('pointing at a link fetches its page ahead', async ({ page }) => {
    await openHome(page)
    const fetchedAhead = page.waitForRequest((request) => shopsChunk.test(new URL(request.url()).pathname))
    await shopsLink(page).hover()
    await fetchedAhead
  })
})

test.describe('in data-saver mode', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone has no hover')
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }))
  })

  test('nothing is fetched ahead', async ({ page }) => {
    expect(await hoverShopsAndCollectScripts(page)).toEqual([])
  })
})

test.describe('on a 2G connection', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone has no hover')
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '2g' } }))
  })

  test('nothing is fetched ahead', async ({ page }) => {
    expect(await hoverShopsAndCollectScripts(page)).toEqual([])
  })
})
