// Journey: a mail-in A/S request's shipping (docs/product.md#after-sales-service). On a phone, the
// customer reads where to send the device and how to pack it, gives the courier and tracking number
// (a wrong number explained in Korean) and gets a link to the courier's tracking page; staff repair
// the device (its steps as the panel's save makes them, over the API); on a desktop, staff see the
// customer's shipment in the admin panel and enter the shipment back, and the customer follows it
// by a link on the request's page and in a mail. A visit shows no shipping at all.
import { devices, expect, type Locator, type Page, test } from '@playwright/test'
import { adminHydrated, adminPanel, deviceFor, expectMail, mailsTo, moveThroughApi, pickInAdmin, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const RETURN_ADDRESS = { name: '김택배', phone: '010-2345-6789', postalCode: '04524', address: '서울 중구 세종대로 110', detail: '3층' }

test('a mail-in: packing and the address to send to, the customer’s tracking number, the shipment back entered by staff, each a link to the courier', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-ship')
  const device = await deviceFor(admin, consumer.email)
  const filed = await admin.post('/api/service-requests', {
    device: device.id,
    symptom: 'charging',
    description: '충전이 되지 않습니다.',
    method: 'mail',
    returnAddress: RETURN_ADDRESS,
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const { id, number } = (await filed.json()).doc as { id: number; number: string }

  await page.goto(`/user/service/view/${id}`)
  const shipping = page.getByRole('region', { name: '택배 발송' })
  await expect(shipping.getByTestId('mail-in-address')).toContainText('VAPORE 서비스센터')
  await expect(shipping).toContainText('액상 카트리지(팟)는 빼고')
  await expect(shipping).toContainText(`신청 번호(${number})와 연락처`)
  await waitForHydration(page)
  const form = shipping.getByRole('form', { name: '보낸 택배 입력' })
  await form.getByLabel('택배사').selectOption({ label: 'CJ대한통운' })
  await form.getByLabel('운송장 번호').fill('6301-2345')
  await form.getByRole('button', { name: '운송장 저장' }).click()
  await expect(form.getByLabel('운송장 번호')).toHaveAccessibleDescription(/운송장 번호는 숫자 9~14자리로 입력하세요/)
  await form.getByLabel('운송장 번호').fill('6301-2345-6789')
  await form.getByRole('button', { name: '운송장 저장' }).click()
  const sent = shipping.getByTestId('inbound-tracking')
  await expect(sent).toContainText('CJ대한통운 630123456789')
  await expect(sent).toHaveAttribute('href', 'https://trace.cjlogistics.com/next/tracking.html?wblNo=630123456789')
  await expect(page.locator('.service-timeline__entry').last()).toContainText('기기 발송')
  await expect(page.locator('.service-timeline__entry').last()).toContainText('CJ대한통운 630123456789')
  // The bar has the shipments as steps of their own: sent, now awaited.
  const progress = page.getByRole('region', { name: '진행 상황' })
  await expect(progress.getByRole('listitem')).toHaveText(['접수 대기 (지남)', '기기 발송', '접수 완료', '수리 중', '수리 완료', '기기 반송'])
  await expect(progress.locator('[aria-current="step"]')).toHaveText('기기 발송')
  await expectLabelsApart(page, progress.getByRole('listitem'))
  await expect(progress).toContainText('보내 주신 기기가 도착하면 확인하고 알려 드립니다.')
  // No day promised yet: the mail-in desk's usual turnaround (the site settings') says how long.
  await expect(progress).toContainText('수리는 기기를 받은 날부터 보통 5일 걸립니다.')
  await attachScreenshot(page, testInfo, 'sent')

  // The repair's steps as the panel's save sends them, over the API: this journey is about the
  // shipments (desk-day.spec.ts takes those steps with the panel's buttons). Then staff see what the
  // customer sent, and send it back.
  for (const status of ['received', 'in-repair', 'completed']) await moveThroughApi(admin, id, status, null)
  const staffContext = await browser.newContext({ ...devices['Desktop Chrome'] })
  const desk = await staffContext.newPage()
  await adminPanel(desk)
  await desk.goto(`${cmsURL}/admin/collections/service-requests/${id}`)
  // A group's fields are rendered by the browser: the server sends the group's heading only.
  await adminHydrated(desk)
  await expect(desk.locator('[data-current-status="completed"]')).toBeVisible()
  await expect(desk.locator('#field-inbound__trackingNumber')).toHaveValue('630123456789')
  await expect(desk.locator('[data-tracking-links]').getByRole('link', { name: /CJ대한통운 630123456789/ })).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=630123456789',
  )
  await expect(desk.locator('[data-timeline] li[data-event="sent-in"]')).toContainText('기기 발송')
  await pickInAdmin(desk, 'outbound__courier', '우체국택배')
  await desk.locator('#field-outbound__trackingNumber').fill('6070123456789')
  const saved = desk.waitForResponse((response) => response.url().includes(`/api/service-requests/${id}`) && response.request().method() === 'PATCH')
  await desk.locator('#action-save').click()
  expect((await saved).status()).toBe(200)
  await expect(desk.locator('[data-timeline] li').last()).toContainText('기기 반송')
  await attachScreenshot(desk, testInfo, 'admin')
  await staffContext.close()

  // The customer can no longer change their shipment; the way back is a link on the page and in a mail.
  await page.goto(`/user/service/view/${id}`)
  await expect(shipping.getByRole('form', { name: '보낸 택배 입력' })).toHaveCount(0)
  await expect(progress.locator('[aria-current="step"]')).toHaveText('기기 반송')
  const back = shipping.getByTestId('outbound-tracking')
  await expect(back).toContainText('우체국택배 6070123456789')
  await expect(back).toHaveAttribute('href', 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6070123456789')
  const mail = await expectMail(consumer.email, number, '기기 반송')
  expect(mail.text).toContain('배송 조회: https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6070123456789')
  // The customer's own shipment mailed nobody.
  expect((await mailsTo(consumer.email)).some((each) => each.subject.includes(`${number} 기기 발송`))).toBe(false)
  await attachScreenshot(page, testInfo, 'sent back')
})

/**
 * On the narrowest phone we design for (390 px), each step's label keeps a gap of 8 px or more to the next: with
 * a mail-in's six steps they ran together ("접수 대기기기 발송접수 완료…"). The text itself is
 * measured, not its column, which always fits. The phone's own width comes back afterwards.
 */
async function expectLabelsApart(page: Page, steps: Locator) {
  const phone = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: phone.height })
  const labels = await steps.evaluateAll((items) =>
    items.map((item) => {
      const range = document.createRange()
      range.selectNodeContents(item.firstChild!)
      const { left, right } = range.getBoundingClientRect()
      return { text: item.firstChild!.textContent, left, right }
    }),
  )
  await page.setViewportSize(phone)
  const gaps = labels
    .slice(1)
    .map((label, index) => ({ between: `${labels[index]!.text} | ${label.text}`, gap: Math.round(label.left - labels[index]!.right) }))
  expect(gaps.filter(({ gap }) => gap < 8)).toEqual([])
}
