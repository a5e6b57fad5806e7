// Journey: a manager writes a post and does not publish it yet. From the admin panel's preview
// button they see it on the storefront exactly as it will look, marked "미리보기" and kept out of
// search engines; for everyone else — the same address without the preview cookie — it does not
// exist. A published page with newer draft changes previews the draft while visitors keep the
// published text. A survey drafted the same way is answered on screen in preview, sends nothing,
// and goes live when published.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { cmsAsAdmin, cmsURL, ownStaff, signIntoAdminPanel, waitForHydration } from './support'
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
const logIntoAdmin = async (page: Page) => signIntoAdminPanel(page, await ownStaff(page.request, 'manager'))

/** The admin panel's preview link for a document, as the manager sees it. */
async function previewLinkFromAdmin(page: Page, collection: 'posts' | 'pages' | 'surveys', id: number): Promise<string> {
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

test('a manager answers a draft survey in preview: checked like the real one, sent nowhere, live only once published', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const cms = await cmsAsAdmin(request)
  const slug = `preview-${randomUUID().slice(0, 8)}`
  const title = `미리보기 설문 ${slug}`
  const created = await cms.post('/api/surveys?draft=true', {
    slug,
    title,
    _status: 'draft',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    requiresLogin: true,
    questions: [{ blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] }],
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const responses = async () => (await (await cms.get(`/api/survey-responses?where[survey][equals]=${doc.id}&limit=1`)).json()).totalDocs
  const visitor = await visitorPage(browser, baseURL)
  try {
    // Not there for anyone but staff: not in the API, not on the storefront.
    expect((await (await request.get(`${cmsURL}/api/surveys?where[slug][equals]=${slug}`)).json()).totalDocs).toBe(0)
    expect((await visitor.page.goto(`/survey/${slug}`))?.status()).toBe(404)

    await logIntoAdmin(page)
    await page.goto(await previewLinkFromAdmin(page, 'surveys', doc.id))
    // Its form, though it needs a signed-in customer: the manager is not one and is not sent to sign in.
    await expect(page).toHaveURL(new RegExp(`/survey/${slug}$`))
    await expect(page.getByRole('region', { name: '미리보기 안내' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0)
    await waitForHydration(page)
    const send = page.getByRole('button', { name: '제출하기' })
    await send.click()
    await expect(page.getByRole('alert')).toHaveText('답하지 않았거나 고쳐야 할 질문이 있습니다. 표시된 질문을 확인해 주세요.')
    await page.getByRole('radio', { name: '프로' }).check()
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: '미리보기라서 응답을 보내지 않았습니다.' })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/survey/${slug}$`))
    expect(await responses()).toBe(0)

    // Published, it is the survey customers answer (signed out: asked to sign in first).
    expect((await cms.patch(`/api/surveys/${doc.id}`, { _status: 'published' })).status()).toBe(200)
    await expect(async () => {
      await visitor.page.goto(`/survey/${slug}`)
      await expect(visitor.page).toHaveURL(new RegExp(`/survey/${slug}/auth$`), { timeout: 1000 })
    }).toPass()
  } finally {
    await visitor.close()
    await cms.delete(`/api/surveys/${doc.id}`)
  }
})
