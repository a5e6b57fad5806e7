// Journey: staff edit content in the CMS — a post's title, the footer, the home hero — and the
// storefront shows the change on the next page load, within about a second (each instance polls
// the CMS content version every second: docs/decisions/0005), with no rebuild or restart.
import { expect, type Page, test } from '@playwright/test'
import { cmsAsAdmin, cmsURL } from './support'

// About a second is expected (one poll plus a page load); the bound leaves room for a machine busy
// with other work. How fast is measured by the bench, not here: this proves edits arrive at all,
// without a restart, in bounded time.
const WITHIN = 5_000

// A cold CMS answers its first requests slowly: let both servers warm up before timing anything.
test.beforeAll(async ({ request }) => {
  for (const path of ['/', '/korea', '/posts/1']) expect((await request.get(path)).status()).toBeLessThan(500)
  expect((await request.get(`${cmsURL}/api/content-version`)).ok()).toBe(true)
})

async function seeSoon(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check()
  }).toPass({ timeout: WITHIN, intervals: [200] })
}

test('a post title edited in the CMS shows on its page and the home page', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const { docs } = await (await cms.get('/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published')).json()
  const post = docs[0] as { id: number; title: string }
  const edited = `${post.title} (수정)`
  expect((await cms.patch(`/api/posts/${post.id}`, { title: edited })).status()).toBe(200)
  try {
    await seeSoon(page, `/posts/${post.id}`, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 200 }))
    await expect(page).toHaveTitle(`${edited} | VAPORE`)
    await page.goto('/')
    await expect(page.getByRole('region', { name: '공지·소식' })).toContainText(edited)
  } finally {
    await cms.patch(`/api/posts/${post.id}`, { title: post.title })
  }
  await seeSoon(page, `/posts/${post.id}`, () => expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 200 }))
})

test('a footer business detail edited in the CMS shows in the footer', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const footer = await (await cms.get('/api/globals/footer')).json()
  const phone = footer.businessInfo.find((item: { label: string }) => item.label === '전화') as { value: string }
  const businessInfo = footer.businessInfo.map((item: { label: string; value: string }) => (item.label === '전화' ? { ...item, value: '02-6952-0000' } : item))
  expect((await cms.post('/api/globals/footer', { businessInfo })).status()).toBe(200)
  try {
    await seeSoon(page, '/korea', () => expect(page.getByRole('contentinfo')).toContainText('02-6952-0000', { timeout: 200 }))
  } finally {
    await cms.post('/api/globals/footer', { businessInfo: footer.businessInfo })
  }
  await seeSoon(page, '/korea', () => expect(page.getByRole('contentinfo')).toContainText(phone.value, { timeout: 200 }))
})

test('the home hero edited in the CMS shows on the home page', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const home = await (await cms.get('/api/globals/home?depth=0')).json()
  const headline = '겨울 보상 판매, 지금 시작합니다'
  expect((await cms.post('/api/globals/home', { hero: { ...home.hero, headline } })).status()).toBe(200)
  try {
    await seeSoon(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 200 }))
  } finally {
    await cms.post('/api/globals/home', { hero: home.hero })
  }
  await seeSoon(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline, { timeout: 200 }))
})
