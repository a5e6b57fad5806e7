// Journey: a visitor points at a link; the page it leads to is fetched ahead, so the click feels
// instant. Not on a slow connection or in data-saver mode: then nothing is fetched ahead.
import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './support'

async function hoverShopsAndCollectScripts(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  scripts.length = 0
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '매장 찾기' }).hover()
  await page.waitForTimeout(1_000)
  return scripts
}

test.describe('on an ordinary connection', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone has no hover')

  test('pointing at a link fetches its page ahead', async ({ page }) => {
    expect(await hoverShopsAndCollectScripts(page)).toContainEqual(expect.stringMatching(/\/assets\/shops-[\w-]+\.js$/))
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
