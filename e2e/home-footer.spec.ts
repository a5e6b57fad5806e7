// Journey: a visitor reads the footer, on every page: the brand's business details (the privacy
// officer among them), the two link groups, the copyright line and the marketplace store, rendered
// on the server from the CMS; staff change it in the CMS and the storefront follows without a restart.
import { expect, test } from '@playwright/test'
import { cmsAsAdmin, cmsURL, waitForHydration } from './support'

type FooterGlobal = { businessInfo: { label: string; value: string }[] }

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

test('the home page HTML carries the footer business info read from the CMS', async ({ request }) => {
  const footer: FooterGlobal = await (await request.get(`${cmsURL}/api/globals/footer`)).json()
  expect(footer.businessInfo.length).toBeGreaterThan(0)

  // The raw server response, before any JavaScript runs.
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  for (const { label, value } of footer.businessInfo) {
    expect(html).toContain(escapeHtml(label))
    expect(html).toContain(escapeHtml(value))
  }
})

test('the footer shows the business info pairs in the browser', async ({ page, request }) => {
  const footer: FooterGlobal = await (await request.get(`${cmsURL}/api/globals/footer`)).json()
  await page.goto('/')
  const contentinfo = page.getByRole('contentinfo')
  for (const { label, value } of footer.businessInfo) {
    await expect(contentinfo.getByText(label, { exact: true })).toBeVisible()
    await expect(contentinfo.getByText(value, { exact: true })).toBeVisible()
  }
  // The privacy officer is named where customers look, as the privacy policy names them.
  const officer = footer.businessInfo.find(({ label }) => label === '개인정보 보호책임자')
  expect(officer?.value).toMatch(/^\S.*@/)
  await expect(contentinfo.getByText(officer!.value, { exact: true })).toBeVisible()
  await expect(contentinfo).toContainText('2023')
})

test('the footer has the Shortcuts and Service groups with the links the product lists', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const shortcuts = footer.getByRole('navigation', { name: '바로가기' })
  await expect(shortcuts.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/')
  await expect(shortcuts.getByRole('link', { name: '정품 등록' })).toHaveAttribute('href', '/device/register')
  await expect(shortcuts.getByRole('link', { name: '매장 찾기' })).toHaveAttribute('href', '/shops')
  const service = footer.getByRole('navigation', { name: '고객 서비스' })
  await expect(service.getByRole('link', { name: 'A/S 신청' })).toHaveAttribute('href', '/user/service')
  await expect(service.getByRole('link', { name: '보증 정책' })).toHaveAttribute('href', /^\/posts\/.+/)
  await expect(footer).toContainText('© 2023')
})

test('the footer on a login page (user layout) and on a 404 page too', async ({ page }) => {
  for (const path of ['/login', '/no/such/page']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: '바로가기' }), path).toBeVisible()
  }
})

test('the marketplace store opens in a new tab', async ({ page, context }) => {
  await context.route(/^https:\/\/smartstore\.naver\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>스토어</title>' }))
  await page.goto('/')
  await waitForHydration(page)
  const store = page.getByRole('contentinfo').getByRole('link', { name: /온라인 스토어/ })
  await expect(store).toHaveAttribute('target', '_blank')
  await expect(store).toHaveAttribute('rel', /noopener/)
  const [popup] = await Promise.all([page.waitForEvent('popup'), store.click()])
  await expect(popup).toHaveURL(/^https:\/\/smartstore\.naver\.com\//)
  await expect(page).toHaveURL('/')
})

test('staff fixing the footer in the CMS fixes it on the storefront, without a restart', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  expect((await cms.post('/api/globals/footer', { fixed: true })).status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/shops')
      await expect(page.getByRole('contentinfo')).toHaveClass(/site-footer--fixed/, { timeout: 500 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await cms.post('/api/globals/footer', { fixed: false })
  }
  await expect(async () => {
    await page.goto('/shops')
    await expect(page.getByRole('contentinfo')).not.toHaveClass(/site-footer--fixed/, { timeout: 500 })
  }).toPass({ timeout: 15_000 })
})

test('the warranty policy link leads to the post chosen in the site settings', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const site = await (await cms.get('/api/globals/site?depth=0')).json()
  expect(site.warrantyPolicy, 'the seeded warranty-policy post').toEqual(expect.any(Number))
  const warrantyLink = () => page.getByRole('contentinfo').getByRole('link', { name: '보증 정책' })
  await page.goto('/')
  await expect(warrantyLink()).toHaveAttribute('href', `/posts/${site.warrantyPolicy}`)

  // With no post chosen, the footer's own link stays as staff wrote it.
  const footer = await (await cms.get('/api/globals/footer')).json()
  const own = footer.service.links.find((link: { label: string }) => link.label === '보증 정책') as { url: string }
  expect(own, "the footer's own warranty link").toBeDefined()
  expect((await cms.post('/api/globals/site', { warrantyPolicy: null })).status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(warrantyLink()).toHaveAttribute('href', own.url, { timeout: 500 })
    }).toPass({ timeout: 15_000 })
  } finally {
    await cms.post('/api/globals/site', { warrantyPolicy: site.warrantyPolicy })
  }
})
