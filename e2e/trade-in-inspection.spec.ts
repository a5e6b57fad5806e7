// Journey: a trade-in after approval (docs/product.md#trade-in-events). On a phone, the customer of
// a mail-in trade-in reads, once approved, when and how the event pays and where to send the
// device, and gives the tracking number; once the device is in (approval and receipt go through the
// CMS's API), a manager on a desktop sees the tracking number and confirms its grade in the admin
// panel (a lower credit needs a reason), and the customer reads the confirmed grade and credit,
// the difference from the estimate and why, on the page and by mail.
// A manager sets each grade's credit and how the event pays, and the event page follows.
import { devices, expect, test } from '@playwright/test'
import { adminHydrated, deviceFor, expectMail, moveThroughApi, pickInAdmin, signedInConsumer } from './service-support'
import { eventFor } from './trade-in-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, signIntoAdminPanel, ownStaff, waitForHydration } from './support'

const PAYOUT = '보상 금액은 검수가 끝나고 3영업일 안에 계좌로 이체해 드립니다.'

/**
 * Moves trade-in `id` to `status` through the CMS, with the fields the panel's step button saves:
 * an admin page costs seconds of CPU, so the panel drives only the inspection.
 */
test('approved, sent by courier, inspected a grade lower by a manager: the payout, the confirmed credit and the reason shown and mailed', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const event = await eventFor(admin, request, { extra: { payoutMethod: 'bank-transfer', payoutDays: 3 } })
  const consumer = await signedInConsumer(page, testInfo, 'ti-inspect')
  const device = await deviceFor(admin, consumer.email)
  await page.goto(`/trade-in/${event.id}`)
  await expect(page.getByTestId('trade-in-event-payout')).toContainText(PAYOUT)

  const filed = await admin.post('/api/trade-ins', {
    event: event.id,
    device: device.id,
    condition: { exterior: 'clean', powersOn: true, accessories: true },
    method: 'mail',
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const { id, number } = (await filed.json()).doc as { id: number; number: string }

  await moveThroughApi(admin, id, 'approved', '승인되었습니다. 안내에 따라 기기를 보내 주세요.', 'trade-ins')

  // Approved: when and how it pays, where to send it, and the tracking number.
  await page.goto(`/trade-in/view/${id}`)
  await expect(page.getByTestId('trade-in-payout')).toHaveText(PAYOUT + ' 받으실 계좌는 담당자가 전화로 확인합니다.')
  await expect(page.getByTestId('trade-in-credit')).toHaveText('50,000원 (기기 확인 후 확정)')
  const shipping = page.getByRole('region', { name: '택배 발송' })
  await expect(shipping.getByTestId('mail-in-address')).toContainText('VAPORE 서비스센터')
  await waitForHydration(page)
  const form = shipping.getByRole('form', { name: '보낸 택배 입력' })
  await form.getByLabel('택배사').selectOption({ label: '로젠택배' })
  await form.getByLabel('운송장 번호').fill('12345678901')
  await form.getByRole('button', { name: '운송장 저장' }).click()
  await expect(shipping.getByTestId('inbound-tracking')).toHaveAttribute('href', 'https://www.ilogen.com/web/personal/trace/12345678901')
  const approvedMail = await expectMail(consumer.email, number, '승인')
  expect(approvedMail.text).toContain(`보상 지급: ${PAYOUT}`)

  // The device is in; the manager sees how it came and finds grade C: a lower credit is refused
  // without a reason for the customer.
  await moveThroughApi(admin, id, 'device-received', null, 'trade-ins')
  const managerContext = await browser.newContext({ ...devices['Desktop Chrome'] })
  const desk = await managerContext.newPage()
  await signIntoAdminPanel(desk, await ownStaff(request, 'manager'))
  await desk.goto(`${cmsURL}/admin/collections/trade-ins/${id}`)
  // A group's fields are rendered by the browser: the server sends the group's heading only.
  await adminHydrated(desk)
  await expect(desk.locator('[data-current-status="device-received"]')).toBeVisible()
  await expect(desk.locator('#field-inbound__trackingNumber')).toHaveValue('12345678901')
  await pickInAdmin(desk, 'inspectedGrade', 'C등급')
  const save = async () => {
    const saved = desk.waitForResponse((response) => response.url().includes(`/api/trade-ins/${id}`) && response.request().method() === 'PATCH')
    await desk.locator('#action-save').click()
    return (await saved).status()
  }
  expect(await save()).toBe(400)
  await expect(desk.getByText('보상 금액이 예상보다 적어지면 고객에게 보일 사유를 상태 변경 메모에 적어 주세요.')).toBeVisible()
  await desk.locator('#field-statusNote').fill('전원 버튼이 눌리지 않습니다.')
  expect(await save()).toBe(200)
  await expect(desk.locator('[data-timeline] li').last()).toContainText('검수 결과')
  await expect(desk.locator('#field-creditGranted')).toHaveValue('10000')
  await attachScreenshot(desk, testInfo, 'inspected in the admin')
  await managerContext.close()

  const why = '보상 금액이 예상 50,000원에서 10,000원으로 40,000원 줄었습니다. 사유: 전원 버튼이 눌리지 않습니다.'
  await page.goto(`/trade-in/view/${id}`)
  await expect(page.getByTestId('trade-in-inspected-grade')).toHaveText('C등급 · 파손이 있거나 전원이 켜지지 않음')
  await expect(page.getByTestId('trade-in-credit')).toHaveText('10,000원')
  await expect(page.getByRole('term').filter({ hasText: '확정 보상 금액' })).toBeVisible()
  await expect(page.locator('.service-timeline__entry').last()).toContainText('검수 결과')
  await expect(page.locator('.service-timeline__entry').last()).toContainText(why)
  // The device is in: nothing more to send.
  await expect(shipping.getByRole('form', { name: '보낸 택배 입력' })).toHaveCount(0)
  expect((await expectMail(consumer.email, number, '검수 결과')).text).toContain(why)
  await attachScreenshot(page, testInfo, 'inspected')
})

test('a manager sets each grade’s credit in the event on a desktop, and how it pays, and the event page follows', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const event = await eventFor(admin, request)
  const managerContext = await browser.newContext({ ...devices['Desktop Chrome'] })
  const desk = await managerContext.newPage()
  await signIntoAdminPanel(desk, await ownStaff(request, 'manager'))
  await desk.goto(`${cmsURL}/admin/collections/trade-in-events/${event.id}`)
  await adminHydrated(desk)
  await desk.locator('#field-eligibleProducts__0__creditB').fill('30000')
  await desk.locator('#field-eligibleProducts__0__creditC').fill('5000')
  await pickInAdmin(desk, 'payoutMethod', '회원 적립금')
  await desk.locator('#field-payoutDays').fill('7')
  const published = desk.waitForResponse((response) => response.url().includes(`/api/trade-in-events/${event.id}`) && response.request().method() === 'PATCH')
  await desk.locator('#action-save').click()
  expect((await published).status()).toBe(200)
  await attachScreenshot(desk, testInfo, 'event in the admin')
  await managerContext.close()

  // The storefront reads the new version within a second of the save; the page is the same for everyone.
  await expect
    .poll(async () => {
      await page.goto(`/trade-in/${event.id}`)
      return page.getByRole('main').getByRole('definition').allTextContents()
    })
    .toEqual(['50,000원', '30,000원', '5,000원'])
  await expect(page.getByTestId('trade-in-event-payout')).toContainText('보상 금액은 검수가 끝나고 7영업일 안에 회원 적립금으로 넣어 드립니다.')
})
