// Journey: a manager writes a post and does not publish it yet. From the admin panel's preview
// button they see it on the storefront exactly as it will look, marked "미리보기" and kept out of
// search engines; for everyone else — the same address without the preview cookie — it does not
// exist. A published page with newer draft changes previews the draft while visitors keep the
// published text.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { cmsAsAdmin, cmsURL, logIntoAdminPanel, ownStaff } from './support'
const paragraph = (text: string) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
})
const content = (text: string) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [paragraph(text)] } })

/** A manager of this journey's own in the admin panel. */
const logIntoAdmin = async (page: Page) => logIntoAdminPanel(page, await ownStaff(page.request, 'manager'))

/** The admin panel's preview link for a document, as the manager sees it. */
async function previewLinkFromAdmin(page: Page, collection: 'posts' | 'pages', id: number): Promise<string> {
  await page.goto(`${cmsURL}/admin/collections/${collection}/${id}`)
  const button = page.locator('#preview-button')
  await expect(button).toBeVisible({ timeout: 30_000 })
  const href = await button.getAttribute('href')
  expect(href).toMatch(/\/api\/preview\?token=/)
  return href!
}

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  return { page: await context.newPage(), close: () => context.close() }
}

test('a manager previews an unpublished post from the admin panel; without the cookie it is a 404', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000)
  const cms = await cmsAsAdmin(request)
  const title = `미리보기 공지 ${Date.now()}`
  const created = await cms.post('/api/posts?draft=true', {
    title,
    excerpt: '게시 전 공지의 요약입니다.',
    category: 'notice',
    _status: 'draft',
    content: content('이 공지는 아직 게시되지 않았습니다.'),
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await logIntoAdmin(page)
    const link = await previewLinkFromAdmin(page, 'posts', doc.id)

    const response = await page.goto(link)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/posts/${doc.id}$`))
    expect(response?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByRole('region', { name: '미리보기 안내' })).toContainText('미리보기')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('이 공지는 아직 게시되지 않았습니다.')).toBeVisible()
    await expect(page).toHaveTitle(`${title} | VAPORE`)
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0)
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'preview')
    expect(cookie?.httpOnly).toBe(true)

    // The same address for a visitor: nothing there.
    const visitor = await visitorPage(browser, baseURL)
    try {
      const anonymous = await visitor.page.goto(`/posts/${doc.id}`)
      expect(anonymous?.status()).toBe(404)
      await expect(visitor.page.getByText(title)).toHaveCount(0)
      // A forged or expired link sets nothing.
      const forged = await visitor.page.goto(link.replace(/token=[^&]+/, 'token=forged.token'))
      expect(forged?.status()).toBe(404)
      expect((await visitor.page.goto(`/posts/${doc.id}`))?.status()).toBe(404)
    } finally {
      await visitor.close()
    }

    // Ending the preview: back to what visitors see.
    await page.getByRole('link', { name: '미리보기 끝내기' }).click()
    await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible()
  } finally {
    await cms.delete(`/api/posts/${doc.id}`)
  }
})

test('a published page with draft changes: the manager previews the draft, visitors keep the published text', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000)
  const cms = await cmsAsAdmin(request)
  const { docs } = await (await cms.get('/api/pages?where[slug][equals]=korea&depth=0')).json()
  const korea = docs[0] as { id: number; title: string }
  const draftTitle = `${korea.title} (개편안)`
  expect((await cms.patch(`/api/pages/${korea.id}?draft=true`, { title: draftTitle })).status()).toBe(200)
  try {
    await logIntoAdmin(page)
    const link = await previewLinkFromAdmin(page, 'pages', korea.id)
    await page.goto(link)
    await expect(page).toHaveURL(/\/korea$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.getByRole('region', { name: '미리보기 안내' })).toBeVisible()

    const visitor = await visitorPage(browser, baseURL)
    try {
      await visitor.page.goto('/korea')
      await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(korea.title)
      await expect(visitor.page.getByRole('region', { name: '미리보기 안내' })).toHaveCount(0)
    } finally {
      await visitor.close()
    }
  } finally {
    // Publish the original title again: the draft is gone from the admin panel too.
    await cms.patch(`/api/pages/${korea.id}`, { title: korea.title, _status: 'published' })
  }
})
