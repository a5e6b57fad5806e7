// Journey: the conversation on an A/S request (docs/product.md#after-sales-service). On a phone,
// the customer leaves a message with a photo on their open request; on a desktop, the assigned
// staff member gets it by mail, reads it on the request in the admin panel and replies there; the
// customer gets the reply by mail and reads it on the page. A closed request takes no more.
import { devices, expect, test } from '@playwright/test'
import { adminHydrated, deviceFor, expectMail, fileVisitThroughCms, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, signIntoAdminPanel, ownStaff, waitForHydration } from './support'

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

test('the customer writes with a photo, the assigned staff member replies in the admin panel, each side is mailed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-talk')
  const device = await deviceFor(admin, consumer.email)
  const { doc } = await fileVisitThroughCms(admin, device.id)
  const staff = await ownStaff(request, 'staff')
  const { docs } = await (await admin.get(`/api/users?where[email][equals]=${encodeURIComponent(staff.email)}&depth=0`)).json()
  expect((await admin.patch(`/api/service-requests/${doc.id}`, { assignee: docs[0].id })).status()).toBe(200)

  await page.goto(`/user/service/view/${doc.id}`)
  const conversation = page.getByRole('region', { name: '문의·답변' })
  await expect(conversation).toContainText('궁금한 점이나 더 보여 드릴 사진이 있으면 남겨 주세요.')
  await waitForHydration(page)
  const form = conversation.getByRole('form', { name: '메시지 남기기' })
  // An empty message is refused in Korean before anything is sent.
  await form.getByRole('button', { name: '메시지 보내기' }).click()
  await expect(form.getByLabel('메시지')).toHaveAccessibleDescription(/메시지를 입력하세요/)
  await form.getByLabel('메시지').fill('충전 단자 쪽이 뜨거워집니다.\n사진 보내 드립니다.')
  await form.getByLabel(/^사진/).setInputFiles({ name: 'port.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') })
  await form.getByRole('button', { name: '메시지 보내기' }).click()
  const mine = conversation.getByTestId('message')
  await expect(mine).toHaveCount(1)
  await expect(mine.first()).toContainText('나')
  await expect(mine.first()).toContainText('충전 단자 쪽이 뜨거워집니다.')
  await expect(mine.first().getByRole('img')).toHaveJSProperty('complete', true)
  expect(
    await mine
      .first()
      .getByRole('img')
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBe(1)
  await expect(form.getByLabel('메시지')).toHaveValue('')
  await attachScreenshot(page, testInfo, 'sent')

  // The assigned staff member is mailed, and replies from the request in the admin panel.
  const told = await expectMail(staff.email, doc.number, '고객 메시지')
  expect(told.text).toContain('충전 단자 쪽이 뜨거워집니다.')
  expect(told.text).toContain('사진 1장이 함께 올라왔습니다.')
  const staffContext = await browser.newContext({ ...devices['Desktop Chrome'], timezoneId: 'Asia/Seoul' })
  const desk = await staffContext.newPage()
  await signIntoAdminPanel(desk, staff)
  await desk.goto(`${cmsURL}/admin/collections/service-requests/${doc.id}`)
  // The messages' table is fetched by the browser once the panel has hydrated (the server sends none).
  await adminHydrated(desk)
  const thread = desk.locator('#field-messages')
  await expect(thread).toContainText('충전 단자 쪽이 뜨거워집니다.')
  await thread.getByRole('button', { name: '새로 추가' }).click()
  const drawer = desk.locator('.drawer--is-open')
  await drawer.locator('#field-body').fill('발열이 있으면 사용을 멈춰 주세요. 매장에서 배터리를 점검하겠습니다.')
  const saved = desk.waitForResponse((response) => response.url().includes('/api/service-messages') && response.request().method() === 'POST')
  await drawer.locator('#action-save').click()
  expect((await saved).status()).toBe(201)
  await expect(thread).toContainText('발열이 있으면 사용을 멈춰 주세요.')
  await attachScreenshot(desk, testInfo, 'reply in the admin')
  await staffContext.close()

  // The customer is mailed the reply and reads it under their message.
  const reply = await expectMail(consumer.email, doc.number, '답변이 도착했습니다')
  expect(reply.text).toContain('발열이 있으면 사용을 멈춰 주세요. 매장에서 배터리를 점검하겠습니다.')
  expect(reply.text).toContain(`/user/service/view/${doc.id}`)
  await page.reload()
  await expect(mine).toHaveCount(2)
  await expect(mine.last()).toContainText('담당자')
  await expect(mine.last()).toContainText('발열이 있으면 사용을 멈춰 주세요.')
  await attachScreenshot(page, testInfo, 'reply read')

  // Closed, it takes no more messages.
  expect((await admin.patch(`/api/service-requests/${doc.id}`, { status: 'rejected', statusNote: '점검 결과 정상입니다.' })).status()).toBe(200)
  await page.reload()
  await expect(conversation.getByRole('form', { name: '메시지 남기기' })).toHaveCount(0)
  await expect(conversation).toContainText('종료된 신청에는 메시지를 남길 수 없습니다.')
})
