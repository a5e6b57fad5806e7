// Attack: known XSS payloads in every field staff or a consumer fill that the storefront renders
// today (docs/decisions/0019) — footer, site description, home hero and quick links, a post's title,
// excerpt and rich text (links with javascript: URLs too), the /korea page, shops in the finder and
// the partner list, the customer's name on /user. Each page is loaded in Chromium, and nothing may
// run: no dialog, no call to window.__xss, no inline handler attribute, no javascript: URL.
// Content is put back (or deleted) afterwards so the other journeys see the seeded site.
import { expect, type Page, test } from '@playwright/test'
import { cmsAsAdmin, demoCustomer, signIn, waitForHydration } from './support'

// Every payload calls both alert() (a dialog) and window.__xss() (set before any page script).
const call = (id: number) => `alert(${id}),window.__xss(${id})`
const PAYLOADS = [
  `<script>${call(1)}</script>`,
  `<img src=x onerror="${call(2)}">`,
  `"><img src=x onerror=${call(3)}>`,
  `'><svg onload=${call(4)}>`,
  `<svg><script>${call(5)}</script></svg>`,
  `javascript:${call(6)}`,
  `<a href="javascript:${call(7)}">링크</a>`,
  `<iframe src="javascript:${call(8)}"></iframe>`,
  `<details open ontoggle=${call(9)}>`,
  `</textarea></title><script>${call(10)}</script>`,
  `</script><script>${call(11)}</script>`,
  `<!--<img src="--><img src=x onerror=${call(12)}//">`,
  `{{constructor.constructor('${call(13)}')()}}`,
  `\${${call(14)}}`,
  `[클릭](javascript:${call(15)})`,
  `[클릭](JaVaScRiPt:${call(16)})`,
  `<a href="jav&#x09;ascript:${call(17)}">x</a>`,
  `\\u003cscript\\u003e${call(18)}\\u003c/script\\u003e`,
  `&lt;script&gt;${call(19)}&lt;/script&gt;`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${call(20)}>`,
  `" onmouseover="${call(21)}" x="`,
  `\u2028\u2029${call(22)}//`,
  `<base href="javascript:${call(23)}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${call(24)}">`,
  `<style>*{background:url("javascript:${call(25)}")}</style>`,
  `<object data="data:text/html,<script>${call(26)}</script>"></object>`,
]
const JS_URLS = [
  `javascript:${call(31)}`,
  ` JaVaScRiPt:${call(32)}`,
  `java\tscript:${call(33)}`,
  `data:text/html,<script>${call(34)}</script>`,
  `vbscript:msgbox(35)`,
]
const short = (max: number) => PAYLOADS.filter((payload) => payload.length <= max)

let checks = 0

/** Lexical rich text: a paragraph per payload (links: `links`). */
const richText = (links: string[] = []) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      ...PAYLOADS.map((text) => paragraph([{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }])),
      ...links.map((url) =>
        paragraph([
          {
            type: 'link',
            version: 3,
            fields: { linkType: 'custom', url, newTab: false },
            children: [{ type: 'text', version: 1, text: '링크', format: 0, detail: 0, mode: 'normal', style: '' }],
            direction: 'ltr',
            format: '',
            indent: 0,
          },
        ]),
      ),
    ],
  },
})
/** Shops on a page of the finder (SHOPS_PER_PAGE in web/src/features/shops/shop-search.ts). */
const SHOPS_PER_PAGE = 10
const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const hits: string[] = []
    Object.assign(window, { __xssHits: hits, __xss: (id: unknown) => hits.push(String(id)) })
  })
})

/** Loads `path` (showing `placements` payload × field pairs) and asserts nothing injected ran or waits in the DOM to run. */
async function assertInert(page: Page, path: string, placements: number, ready?: () => Promise<void>) {
  const dialogs: string[] = []
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  }
  page.on('dialog', onDialog)
  try {
    if (ready)
      await expect(async () => {
        await page.goto(path)
        await ready()
      }).toPass({ timeout: 10_000, intervals: [200] })
    else await page.goto(path)
    await waitForHydration(page)
    // Image error handlers fire once the images have settled.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))
    const found = await page.evaluate(() => {
      const problems: string[] = [...((window as unknown as { __xssHits: string[] }).__xssHits ?? []).map((id) => `ran payload ${id}`)]
      for (const element of document.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL's scheme
          const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
          if (name.toLowerCase().startsWith('on')) problems.push(`<${element.tagName.toLowerCase()} ${name}>`)
          if (
            ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster'].includes(name.toLowerCase()) &&
            /^(javascript|vbscript|data:text\/html)/.test(url)
          ) {
            problems.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 60)}">`)
          }
        }
      }
      for (const element of document.querySelectorAll('body iframe, body object, body embed, base, meta[http-equiv]'))
        problems.push(`<${element.tagName.toLowerCase()}> element`)
      return problems
    })
    expect(found, `${path}: injected markup`).toEqual([])
    expect(dialogs, `${path}: dialogs`).toEqual([])
    checks += placements
  } finally {
    page.off('dialog', onDialog)
  }
}

test.afterAll(() => {
  if (checks > 0) console.log(`xss: ${PAYLOADS.length} payloads (+${JS_URLS.length} link URLs), ${checks} payload × field × page checks, 0 executed`)
})

test('payloads in the footer, site description, home hero and quick links run nowhere', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the markup is the same in both layouts: one browser suffices')
  const cms = await cmsAsAdmin(request)
  const [footer, site, home] = await Promise.all(['footer', 'site', 'home'].map(async (slug) => (await cms.get(`/api/globals/${slug}?depth=0`)).json()))
  const marker = `XSS-${Date.now()}`
  try {
    const footerSaved = await cms.post('/api/globals/footer', {
      businessInfo: [{ label: marker, value: marker }, ...PAYLOADS.map((payload) => ({ label: payload, value: payload }))],
    })
    expect(footerSaved.status()).toBe(200)
    expect((await cms.post('/api/globals/site', { descriptionKo: PAYLOADS.join(' ') })).status()).toBe(200)
    const hero = { ...home.hero, headline: short(60)[1], subline: short(160).slice(0, 3).join(' ').slice(0, 160), ctaLabel: '"><b>x', ctaHref: JS_URLS[0] }
    const { id: _row, ...firstLink } = home.quickLinks[0]
    const quickLink = { ...firstLink, label: '<b onclick=x>', description: short(40)[0], href: JS_URLS[1] }
    const homeSaved = await cms.post('/api/globals/home', { hero, quickLinks: [...home.quickLinks, quickLink] })
    // The CMS may refuse javascript: links outright; then the texts go in without them.
    if (homeSaved.status() !== 200) {
      const safe = { hero: { ...hero, ctaHref: '/shops' }, quickLinks: [...home.quickLinks, { ...quickLink, href: '/shops' }] }
      expect((await cms.post('/api/globals/home', safe)).status()).toBe(200)
    }
    const footerShows = () => expect(page.getByRole('contentinfo')).toContainText(marker, { timeout: 200 })
    // Footer labels and values and the site description on every page; the hero's texts and link on /.
    const everyPage = PAYLOADS.length * 3
    await assertInert(page, '/', everyPage + 3 + 4, footerShows)
    await assertInert(page, '/shops', everyPage, footerShows)
  } finally {
    await cms.post('/api/globals/footer', { businessInfo: footer.businessInfo })
    await cms.post('/api/globals/site', { descriptionKo: site.descriptionKo })
    await cms.post('/api/globals/home', { hero: home.hero, quickLinks: home.quickLinks })
  }
})

test('payloads in a post and in the /korea page run nowhere', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the markup is the same in both layouts: one browser suffices')
  const cms = await cmsAsAdmin(request)
  const title = `XSS ${short(100)[2]}`
  // Rich-text links to javascript: and the like: the CMS refuses some; the rest must render inert.
  const accepted: string[] = []
  for (const url of JS_URLS) {
    const probe = await cms.post('/api/posts', { title: 'XSS 링크', content: richText([url]), category: 'notice', _status: 'draft' })
    if (probe.status() !== 201) {
      expect(probe.status(), url).toBe(400)
      continue
    }
    accepted.push(url)
    await cms.delete(`/api/posts/${(await probe.json()).doc.id}`)
  }
  const created = await cms.post('/api/posts', {
    title,
    excerpt: PAYLOADS.join(' ').slice(0, 200),
    content: richText(accepted),
    category: 'notice',
    publishedAt: new Date().toISOString(),
    _status: 'published',
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc: post } = await created.json()
  const { docs } = await (await cms.get('/api/pages?where[slug][equals]=korea&depth=0')).json()
  const korea = docs[0]
  try {
    expect(
      (
        await cms.patch(`/api/pages/${korea.id}`, {
          title: `${korea.title} ${short(40)[0]}`,
          description: PAYLOADS.join(' ').slice(0, 200),
          content: richText(accepted),
        })
      ).status(),
    ).toBe(200)
    // Title, excerpt (as much as fits) and the rich text's paragraphs and links.
    const rich = PAYLOADS.length + accepted.length
    await assertInert(page, `/posts/${post.id}`, 2 + rich, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 200 }))
    await assertInert(page, '/', 2)
    await assertInert(page, '/korea', 2 + rich, () => expect(page.getByRole('heading', { level: 1 })).toContainText(korea.title, { timeout: 200 }))
  } finally {
    await cms.patch(`/api/pages/${korea.id}`, { title: korea.title, description: korea.description, content: korea.content })
    await cms.delete(`/api/posts/${post.id}`)
  }
})

test('payloads in shop names, addresses and hours run nowhere in the finder or the partner list', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the markup is the same in both layouts: one browser suffices')
  const cms = await cmsAsAdmin(request)
  const token = `XSS${Date.now().toString(36)}`
  const ids: number[] = []
  try {
    for (const [index, payload] of PAYLOADS.entries()) {
      const shop = {
        name: `${token} ${index} ${payload}`,
        kind: 'partner',
        region: 'jeju',
        district: '제주시',
        address: payload,
        openingHours: payload,
        latitude: 33.5 + index / 1000,
        longitude: 126.5,
        services: ['trade-in'],
        active: true,
      }
      const created = await cms.post('/api/shops', shop)
      expect(created.status(), await created.text()).toBe(201)
      ids.push((await created.json()).doc.id)
    }
    // Map links must be http(s): a javascript: link is refused outright.
    const withLink = await cms.patch(`/api/shops/${ids[0]}`, { mapLinks: { naver: JS_URLS[0], kakao: JS_URLS[1] } })
    expect(withLink.status()).toBe(400)
    // The finder lists ten shops a page and "더 보기" adds pages to the address: every payload shop at once.
    const pages = Math.ceil(PAYLOADS.length / SHOPS_PER_PAGE)
    await assertInert(page, `/shops?q=${token}${pages > 1 ? `&page=${pages}` : ''}`, PAYLOADS.length * 3, async () => {
      await expect(page.getByText(`${token} ${PAYLOADS.length - 1} `)).toBeVisible({ timeout: 200 })
      await expect(page.getByRole('article')).toHaveCount(PAYLOADS.length, { timeout: 200 })
    })
    // The partner page shows the finder's first page of them.
    const onPartnerPage = Math.min(PAYLOADS.length, SHOPS_PER_PAGE)
    await assertInert(page, '/device/partner?region=jeju', onPartnerPage * 3, () => expect(page.getByText(`${token} 0 `)).toBeVisible({ timeout: 200 }))
  } finally {
    for (const id of ids) await cms.delete(`/api/shops/${id}`)
  }
})

test('payloads in the customer name run nowhere on /user', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the markup is the same in both layouts: one browser suffices')
  const cms = await cmsAsAdmin(request)
  const { docs } = await (await cms.get(`/api/customers?where[email][equals]=${encodeURIComponent(demoCustomer.email)}&depth=0`)).json()
  const customer = docs[0] as { id: number; name: string }
  await signIn(page, '/user')
  try {
    for (const payload of short(50)) {
      const saved = await cms.patch(`/api/customers/${customer.id}`, { name: payload })
      // A name the CMS refuses never reaches a page.
      if (saved.status() !== 200) continue
      await assertInert(page, '/user', 1)
    }
  } finally {
    await cms.patch(`/api/customers/${customer.id}`, { name: customer.name })
  }
})
