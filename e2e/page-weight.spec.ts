// Journey: a visitor on a phone opens the public pages (docs/product.md#budgets, docs/decisions/0026 and 0040). The
// first paint waits for no stylesheet (the CSS is in the page, under the CSP's hashes; the web font's is for wide screens), no Firebase code
// comes with a public page, and the page's large image is WebP in our widths, fetched first.
import { expect, type Page, test } from '@playwright/test'
import { cmsURL, waitForHydration } from './support'

/** The script files a page asked for, with whether any of them is the Firebase SDK. */
function watchScripts(page: Page) {
  const scripts: { url: string; firebase: boolean }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    // Every Firebase module registers itself under an `@firebase/…` name.
    scripts.push({ url: response.url(), firebase: body.includes('@firebase/') })
  })
  return scripts
}

async function postPath(request: import('@playwright/test').APIRequestContext, title: string) {
  const { docs } = await (await request.get(`${cmsURL}/api/posts?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()
  return `/posts/${docs[0].id}`
}

test('public pages paint from the HTML alone: the CSS inline, no stylesheet to wait for on a phone, no Firebase SDK', async ({ page, request, isMobile }) => {
  test.setTimeout(90_000)
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  const scripts = watchScripts(page)
  // By name: the web font's link is added by a script at the end of the head, after the router's.
  const stylesheets = () =>
    page.locator('link[rel="stylesheet"]').evaluateAll((links) =>
      links
        .map((link) => {
          const href = link.getAttribute('href') ?? ''
          return {
            sheet: /pretendard/.test(href) ? 'web font' : /flows-/.test(href) ? 'flows' : 'whole',
            media: link.getAttribute('media'),
            matches: matchMedia(link.getAttribute('media') ?? 'all').matches,
          }
        })
        .sort((a, b) => a.sheet.localeCompare(b.sheet)),
    )
  // The web font's sheet, linked on a wide screen only (decision 0071): a phone never fetches it.
  const webFont = isMobile ? [] : [{ sheet: 'web font', media: '(min-width: 48em)', matches: true }]
  const inlineCss = () => page.locator('head style[data-tsr-inline-css]').textContent()
  const paths = ['/', '/shops', await postPath(request, '바포레 에어 처음 사용하기'), '/terms/service', '/korea', '/device/partner']
  for (const path of paths) {
    await page.goto(path)
    // As served: no linked stylesheet but the web font's declarations, on a wide screen only.
    await expect(page.locator('html[data-app="waiting"]'), `${path}: sent without the app`).toHaveCount(1)
    expect(await stylesheets(), `${path}: no stylesheet but the web font's`).toEqual(webFont)
    await expect(page.locator('head style[data-tsr-inline-css]'), `${path}: the CSS in the page`).toHaveCount(1)
    // The inline CSS is in force: the design's typeface and the header's layout.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard Variable"/)
    // Only the rules of this page's HTML (decision 0067): the finder's cards are styled where they show.
    expect(((await inlineCss()) ?? '').includes('.shop-card{'), `${path}: the shop cards' rules`).toBe((await page.locator('.shop-card').count()) > 0)
    // The app brings the whole sheet along, before it runs.
    await waitForHydration(page)
    expect(await stylesheets(), `${path}: the whole sheet once the app is there`).toEqual([...webFont, { sheet: 'whole', media: null, matches: true }])
  }
  // A consumer flow links the flows' sheet as well (decision 0040). Its app loads right after the
  // first paint, so it keeps the whole sheet inline: no second sheet restyles it as it hydrates (decision 0068).
  await page.goto('/device/register')
  await waitForHydration(page)
  expect(await stylesheets()).toEqual([{ sheet: 'flows', media: null, matches: true }, ...webFont])
  await expect(page.locator('head style[data-tsr-inline-css]:not([data-css-cut])')).toHaveCount(1)
  expect(await inlineCss(), 'the whole sheet, the finder’s rules with it').toContain('.shop-card{')

  // A client-side navigation keeps the styles (the router does not drop the inline sheet), and the
  // next page's own rules, which the home page's head did not carry, come with the whole sheet…
  await page.goto('/korea')
  expect(await inlineCss()).not.toContain('.shop-card{')
  await waitForHydration(page)
  await page.getByRole('link', { name: '매장 찾기' }).first().click()
  await expect(page).toHaveURL(/\/shops/)
  await expect(page.locator('head style[data-tsr-inline-css]')).toHaveCount(1)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard Variable"/)
  expect(
    await page
      .locator('.shop-card')
      .first()
      .evaluate((card) => getComputedStyle(card).display),
  ).toBe('grid')
  // …and a flow reached from a public page shows with its sheet in force.
  await page.getByRole('link', { name: '정품 등록' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: '정품 등록' })).toBeVisible()
  expect(await page.locator('.registration-steps').evaluate((steps) => getComputedStyle(steps).display)).toBe('flex')
  await expect(page.locator('link[rel="stylesheet"][href*="flows-"]')).toHaveCount(1)

  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => script.firebase).map((script) => script.url)).toEqual([])
  expect(violations).toEqual([])
})

test("a post's hero image is WebP in our widths, sized for the column, and fetched first", async ({ page, request }) => {
  await page.goto(await postPath(request, '바포레 에어 처음 사용하기'))
  const hero = page.locator('img.article__hero')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  expect(await hero.getAttribute('loading')).toBeNull()
  await expect(hero).toHaveAttribute('sizes', /760px/)
  const srcset = (await hero.getAttribute('srcset')) ?? ''
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '))
  expect(candidates.length).toBeGreaterThanOrEqual(2)
  for (const [url, width] of candidates) {
    expect(url, srcset).toMatch(/\.webp$/)
    expect(width).toMatch(/^\d+w$/)
  }
  const file = await request.get(candidates[0]![0]!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/webp')
  await expect.poll(() => hero.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toMatch(/\.webp$/)
})
