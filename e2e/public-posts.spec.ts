// Journey: a visitor reads posts — the warranty policy the footer links to, a guide with a photo —
// rendered from the CMS's rich text (headings, lists, a table, a quote, links, an image), with the
// post's title and description in the page head. Unknown and unpublished posts are the 404 screen.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const WARRANTY_TITLE = '바포레 제품 보증 정책'

async function postByTitle(request: import('@playwright/test').APIRequestContext, title: string) {
  const { docs } = await (await request.get(`${cmsURL}/api/posts?where[title][equals]=${encodeURIComponent(title)}&depth=0`)).json()
  expect(docs[0], title).toBeDefined()
  return docs[0] as { id: number; title: string; excerpt: string }
}

test('the footer warranty link opens the warranty policy, rendered from rich text with its table', async ({ page, request }, testInfo) => {
  const post = await postByTitle(request, WARRANTY_TITLE)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: '보증 정책' }).click()
  await expect(page).toHaveURL(`/posts/${post.id}`)

  await expect(page).toHaveTitle(`${WARRANTY_TITLE} | VAPORE`)
  await expect(page.locator('meta[name="description"]:not([lang])')).toHaveAttribute('content', post.excerpt)
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(WARRANTY_TITLE)
  await expect(article.getByText('보증 정책', { exact: true })).toBeVisible()
  await expect(article.getByRole('heading', { level: 2, name: '보증 기간' })).toBeVisible()

  const table = article.getByRole('table')
  await expect(table.getByRole('columnheader', { name: '제품' })).toBeVisible()
  await expect(table.getByRole('row', { name: /바포레 프로/ })).toContainText('구입일로부터 24개월')
  await expect(table.getByRole('row')).toHaveCount(4)

  await expect(article.locator('blockquote')).toContainText('구입일부터 계산합니다')
  await expect(article.getByRole('list').first().getByRole('listitem').first()).toBeVisible()
  await expect(article.getByRole('link', { name: '매장 찾기' })).toHaveAttribute('href', '/shops')
  // The hero image, served by the storefront from the CMS.
  const hero = article.locator('img.article__hero')
  await expect(hero).toHaveAttribute('width', /\d+/)
  // The page arrives by client-side navigation, so the picture may still be on its way: wait for it.
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await attachScreenshot(page, testInfo, 'warranty policy')
})

test('an image in the text comes from the CMS media with its size and alt text', async ({ page, request }) => {
  const post = await postByTitle(request, '바포레 에어 처음 사용하기')
  await page.goto(`/posts/${post.id}`)
  const image = page.locator('.rich-text img')
  await expect(image).toHaveAttribute('alt', '바포레 에어 본체')
  await expect(image).toHaveAttribute('width', '800')
  await expect(image).toHaveAttribute('height', '800')
  await expect(image).toHaveAttribute('src', /^\/api\/media\/file\//)
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
  const file = await request.get((await image.getAttribute('src'))!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
})

test('an unknown post id is the 404 screen with a real 404 status', async ({ page }) => {
  const response = await page.goto('/posts/987654')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible()
})

test('an unpublished post is the 404 screen, for a visitor and in the API alike', async ({ page, request, playwright }) => {
  const cms = await cmsAsAdmin(request)
  const created = await cms.post('/api/posts?draft=true', {
    title: '아직 공개되지 않은 공지',
    category: 'notice',
    _status: 'draft',
    content: { root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [] } },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    // A context of its own: `request` holds the admin's CMS cookie since the login.
    const anonymous = await playwright.request.newContext()
    expect((await anonymous.get(`${cmsURL}/api/posts/${doc.id}`)).status()).toBe(404)
    await anonymous.dispose()
    const response = await page.goto(`/posts/${doc.id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('아직 공개되지 않은 공지')).toHaveCount(0)
  } finally {
    await cms.delete(`/api/posts/${doc.id}`)
  }
})

test('a post page has no accessibility violations', async ({ page, request }) => {
  const post = await postByTitle(request, WARRANTY_TITLE)
  await page.goto(`/posts/${post.id}`)
  await waitForHydration(page)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})
