// Journey: the repair desk in the admin panel (staff). The A/S list shows each request's customer
// and shop on every row, not only the first ones.
import { expect, test } from '@playwright/test'
import { deviceFor, fileVisitThroughCms, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, signIntoAdminPanel, ownStaff } from './support'

test('the A/S list names the customer and the shop on every row', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'desk-list')
  const ROWS = 5
  const filed = []
  for (let row = 0; row < ROWS; row += 1) filed.push(await fileVisitThroughCms(admin, (await deviceFor(admin, consumer.email)).id))
  const { shop } = filed[0]!
  const { docs } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()

  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await signIntoAdminPanel(staffPage, await ownStaff(staffPage.request, 'staff'))
  await staffPage.goto(`${cmsURL}/admin/collections/service-requests?limit=10&where[customer][equals]=${docs[0].id}`)
  const rows = staffPage.locator('.table tbody tr')
  await expect(rows).toHaveCount(ROWS)
  for (let row = 0; row < ROWS; row += 1) {
    await expect(rows.nth(row).locator('.cell-customer')).toHaveText(consumer.email)
    await expect(rows.nth(row).locator('.cell-shop')).toHaveText(shop.name)
  }
  await attachScreenshot(staffPage, testInfo, 'A/S list')
  await staffContext.close()
})
