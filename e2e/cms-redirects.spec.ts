// Journey: staff add a redirect in the CMS; a visitor following the old address lands on the new
// one, client-side for a page of the site and by a full page load for another site. An edit takes
// effect on the next navigation, with no restart and no rebuild.
import { expect, test } from '@playwright/test'
import { cmsAsAdmin, waitForHydration } from './support'

type Cms = Awaited<ReturnType<typeof cmsAsAdmin>>

async function createRedirect(cms: Cms, from: string, url: string, type: '301' | '302' = '302') {
  const response = await cms.post('/api/redirects', { from, to: { type: 'custom', url }, type })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Within the freshness window (docs/contract.md: about a second per instance). */
const eventually = (check: () => Promise<void>) => expect(check).toPass({ timeout: 15_000 })

test('an old address answers with the redirect and status chosen in the CMS', async ({ request }) => {
  const cms = await cmsAsAdmin(request)
  const id = await createRedirect(cms, '/e2e/old-event', '/shops', '301')
  try {
    await eventually(async () => {
      const response = await request.get('/e2e/old-event', { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toMatch(/\/shops$/)
      // Not kept for good by a browser (a 301 with no Cache-Control may be): staff can take it back.
      expect(response.headers()['cache-control']).toBe('private, no-store')
    })
  } finally {
    await cms.delete(`/api/redirects/${id}`)
  }
})

test('a redirect to a page of the site is followed client-side, an edit to another site by a full page load', async ({ page, context, request }) => {
  await context.route(/^https:\/\/smartstore\.naver\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>스토어</title><h1>외부 스토어</h1>' }),
  )
  const cms = await cmsAsAdmin(request)
  // The header's 매장 찾기 link is the old address here.
  const id = await createRedirect(cms, '/shops', '/device/register')
  try {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    const shopsLink = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '매장 찾기' })

    await eventually(async () => {
      await shopsLink.click()
      await expect(page).toHaveURL('/device/register', { timeout: 2_000 })
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('정품 등록')
    expect(await page.evaluate(() => 'samePage' in window), 'no page load').toBe(true)

    expect((await cms.patch(`/api/redirects/${id}`, { to: { type: 'custom', url: 'https://smartstore.naver.com/vapore' } })).status()).toBe(200)
    await eventually(async () => {
      await page.goto('/')
      await waitForHydration(page)
      await shopsLink.click()
      await expect(page).toHaveURL('https://smartstore.naver.com/vapore', { timeout: 2_000 })
    })
  } finally {
    await cms.delete(`/api/redirects/${id}`)
  }
  await eventually(async () => {
    await page.goto('/shops')
    await expect(page).toHaveURL('/shops', { timeout: 2_000 })
  })
})

test('a redirect to a post chosen as a reference lands on that post', async ({ request }) => {
  const cms = await cmsAsAdmin(request)
  // A published post: the admin also lists drafts, which other journeys write and which no visitor can reach.
  const posts = await (await cms.get('/api/posts?limit=1&depth=0&where[_status][equals]=published')).json()
  const post = posts.docs[0] as { id: number }
  const response = await cms.post('/api/redirects', {
    from: '/e2e/notice',
    to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } },
    type: '302',
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  try {
    await eventually(async () => {
      const answer = await request.get('/e2e/notice', { maxRedirects: 0 })
      expect(answer.status()).toBe(302)
      expect(answer.headers().location).toMatch(new RegExp(`/posts/${post.id}$`))
    })
  } finally {
    await cms.delete(`/api/redirects/${doc.id}`)
  }
})
