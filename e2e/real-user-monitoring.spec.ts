// Journey: a visitor on a phone opens a public page, taps it (the tap that loads the app) and switches
// away; the page's Web Vitals go out in one beacon as it is hidden, and within a minute a manager sees them
// in the admin panel: the route's 75th percentiles, the share of each rating, the day in the trend's
// table (docs/decisions/0074). The visitor's connection is made "slow-2g", which no other journey's
// browser says it is, so this visit's reports are told apart from every other page load's.
import { expect, test } from '@playwright/test'
import { staffLogin } from '@storefront/rules/staff-login'
import { cmsURL, ownClientAddress, ownStaff, requestPost, signIntoAdminPanel, waitForHydration } from './support'

test('a visit’s Web Vitals reach the admin panel, where a manager reads them', async ({ browser, page, request }) => {
  const since = new Date(Date.now() - 1000).toISOString()
  await ownClientAddress(page.context())
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: false } }))
  await page.goto('/korea')
  await expect(page.locator('html[data-app="waiting"]')).toHaveCount(1)
  // The reporter arrives once the page has loaded, by itself; then the visitor's first tap, which loads the app.
  await page.waitForFunction(() => performance.getEntriesByName('storefront:vitals-reporting').length > 0)
  await page.getByRole('heading', { level: 1 }).tap()
  await waitForHydration(page)
  const beacon = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/vitals')
  // The visitor switches away and the page is hidden, as a phone hides it: a headless page never is by
  // itself, so the document says it is hidden and the browser's event is sent, as web-vitals' own tests do.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  expect((await beacon).status()).toBe(204)

  const manager = await ownStaff(request, 'manager')
  const thisVisit = new URLSearchParams({
    'where[route][equals]': 'korea',
    'where[connection][equals]': 'slow-2g',
    'where[createdAt][greater_than]': since,
  })
  // What the manager may read over the API: the storefront hands the reports over every few seconds.
  const headers = { Authorization: `JWT ${(await staffLogin(requestPost(request), manager)).token}` }
  // (This journey repeated side by side makes the same visits at once: each metric is there at least once.)
  let reports: Array<Record<string, unknown>> = []
  await expect(async () => {
    reports = (await (await request.get(`${cmsURL}/api/web-vitals?${thisVisit}&depth=0&limit=100`, { headers })).json()).docs
    expect([...new Set(reports.map(({ metric }) => metric))].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  }).toPass({ timeout: 60_000 })
  for (const report of reports) expect(report).toMatchObject({ route: 'korea', path: '/korea', device: 'mobile', connection: 'slow-2g' })
  // The tap came before the app: it is what loaded it.
  for (const inp of reports.filter(({ metric }) => metric === 'INP')) expect(inp).toMatchObject({ hydrated: false })

  // The manager's view in the admin panel.
  const admin = await browser.newPage()
  await signIntoAdminPanel(admin, manager)
  await admin.goto(`${cmsURL}/admin/collections/web-vitals?${thisVisit}`)
  // The list's own table (the figures above it are tables too): this visit's reports, route and device side by side.
  await expect(admin.locator('.collection-list .table tbody tr').first()).toContainText(/korea휴대폰/)

  const figures = admin.getByRole('region', { name: '실사용자 웹 성능 (75번째 백분위수)' })
  const row = figures.locator('tr[data-route="korea"][data-metric="LCP"]')
  await expect(row.locator('td[data-period="7"]')).toHaveText(/^\d+\.\d{2}초 \((좋음|개선 필요|나쁨)\)$/)
  await expect(row.locator('td[data-share="good"]')).toHaveText(/^\d+%$/)
  await expect(figures.getByRole('heading', { name: '일별 추이: korea' })).toBeVisible()
  // The chart's table, for a screen reader: today (in Seoul) is a row of it.
  const today = new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const table = figures.getByRole('table', { name: 'LCP (가장 큰 콘텐츠 표시) 일별 75번째 백분위수 (korea, 최근 28일)' })
  await expect(table.getByRole('rowheader', { name: today })).toHaveCount(1)
  await admin.close()
})
