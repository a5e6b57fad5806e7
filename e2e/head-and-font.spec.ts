// Journey: a page is shared in a messenger and found by a search engine (or, outside production,
// not found); on a wide screen it reads in the brand's Korean typeface, served by the storefront
// itself, and on a phone in the phone's own Korean font, with no font to download.
import { expect, test } from '@playwright/test'
import { cmsURL, waitForHydration } from './support'

/** The attributes of each `<meta>` in a page's head, whatever else (a CSP nonce) the tag carries. */
function metaTags(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<meta\s([^>]*?)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  )
}

test('the head carries the Korean and English descriptions, ko_KR, the site URL and a share image', async ({ request }) => {
  const site = await (await request.get(`${cmsURL}/api/globals/site`)).json()
  const html = await (await request.get('/shops')).text()
  expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>매장 찾기 | VAPORE</title>')
  const metas = metaTags(html)
  const descriptions = metas.filter((meta) => meta.name === 'description')
  expect(descriptions.map(({ lang, content }) => [lang, content])).toEqual([
    [undefined, site.descriptionKo],
    ['en', site.descriptionEn],
  ])
  expect(metas).toContainEqual(expect.objectContaining({ property: 'og:locale', content: 'ko_KR' }))
  expect(metas.find((meta) => meta.property === 'og:url')?.content).toMatch(/^https?:\/\/[^"]+$/)
  const image = metas.find((meta) => meta.property === 'og:image')?.content
  expect(image).toMatch(/^https?:\/\//)
  const imageResponse = await request.get(image!)
  expect(imageResponse.status()).toBe(200)
  expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
})

test('search engines are kept out outside production: a robots meta tag and robots.txt', async ({ request }) => {
  expect(metaTags(await (await request.get('/')).text())).toContainEqual(expect.objectContaining({ name: 'robots', content: 'noindex, nofollow' }))
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n')
})

test('the first paint waits for the page down to its footer, on public pages and flows alike', async ({ page }) => {
  for (const path of ['/', '/device/register']) {
    await page.goto(path)
    // A render-blocking `expect` link whose element is missing would hold the paint until the end of the HTML.
    const target = await page.evaluate(() => {
      const link = document.head.querySelector('link[rel="expect"][blocking="render"]')
      const element = link && document.querySelector(link.getAttribute('href') ?? '')
      return element?.tagName ?? null
    })
    expect(target, path).toBe('FOOTER')
  }
})

test('on a wide screen the Korean web font comes from the storefront itself, and is used', async ({ page, baseURL }) => {
  const fonts: string[] = []
  page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(font).toMatch(new RegExp(`^${baseURL}/assets/.+\\.woff2$`))
  expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', '정품 등록'))).toBe(true)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Pretendard Variable"/)
  // Linked by a script in the head (decision 0071), its sheet still holds the first paint, as the parser's link did.
  await expect(page.locator('head link[rel="stylesheet"][href*="pretendard"]')).toHaveAttribute('blocking', 'render')
})

test('the web font never holds up the first paint nor swaps text in later (font-display: optional)', async ({ page }) => {
  await page.goto('/')
  const displays = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes('Pretendard'))
        .map((rule) => rule.style.getPropertyValue('font-display')),
    ),
  )
  expect(displays.length).toBeGreaterThan(0)
  expect(new Set(displays)).toEqual(new Set(['optional']))
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true })

  test("the page reads in the phone's own Korean font: no web font is downloaded, and none is declared in the page", async ({ page, request }) => {
    const fonts: string[] = []
    page.on('request', (request) => (request.resourceType() === 'font' || /pretendard/.test(request.url())) && fonts.push(request.url()))
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    // The declarations are in a stylesheet linked on wide screens only (decision 0071): a phone neither fetches nor applies it.
    const declared = await page.evaluate(
      () =>
        [...document.styleSheets].flatMap((sheet) =>
          sheet.media.mediaText && !matchMedia(sheet.media.mediaText).matches ? [] : [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule),
        ).length,
    )
    expect(declared).toBe(0)
    expect(fonts).toEqual([])
    expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status !== 'unloaded').length)).toBe(0)
    // Nor does the page's own HTML carry them (they were 48 KB of every page).
    expect(await (await request.get('/')).text()).not.toContain('@font-face')
  })
})
