// Journey: a paid repair's cost estimate (docs/product.md#after-sales-service). On a desktop, staff
// send an estimate from the admin panel for a device received, and cannot start the repair there
// before the answer; on a phone, the customer reads it on the request's page and approves it after
// a confirm, and only then do staff repair it, at no more than the approved cost (entered in the
// panel). The status moves on the way (received, in repair) go through the CMS's API. A second
// customer declines from the mail's link without signing in: the request closes with the device going back.
import { devices, expect, test } from '@playwright/test'
import { toward } from '@storefront/rules/korean'
import { adminHydrated, adminPanel, deviceFor, expectMail, fileVisitThroughCms, moveThroughApi, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const OUT_OF_WARRANTY = 400
const ANSWERED_AT_DECLINED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}에 거절하셨습니다\. 수리하지 않고 기기를 돌려 드립니다\.$/

/**
 * Moves request `id` to `status` through the CMS, with the fields the panel's step button saves: an
 * admin page costs seconds of CPU, so the panel drives only the estimate. The journey's own panel
 * page may still hold Payload's edit lock on the request (support.ts): the move overrides it.
 */
test('staff send an estimate, the repair waits for the customer, who approves it on the request’s page; the cost stays within it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-estimate')
  const device = await deviceFor(admin, consumer.email, { daysAgo: OUT_OF_WARRANTY })
  const { doc } = await fileVisitThroughCms(admin, device.id)
  const { id, number } = doc

  // Staff receive the device, then send the estimate from the request in the admin panel.
  await moveThroughApi(admin, id, 'received', '매장에서 기기를 받았습니다.')
  const staffContext = await browser.newContext({ ...devices['Desktop Chrome'] })
  const desk = await staffContext.newPage()
  await adminPanel(desk)
  await desk.goto(`${cmsURL}/admin/collections/service-requests/${id}`)
  await adminHydrated(desk)
  await expect(desk.locator('[data-current-status="received"]')).toBeVisible()
  const save = async () => {
    const saved = desk.waitForResponse((response) => response.url().includes(`/api/service-requests/${id}`) && response.request().method() === 'PATCH')
    await desk.locator('#action-save').click()
    return (await saved).status()
  }
  await desk.locator('#field-estimate__parts').fill('20000')
  await desk.locator('#field-estimate__labour').fill('15000')
  await desk.locator('#field-estimate__note').fill('배터리가 부풀어 교체해야 합니다.')
  expect(await save()).toBe(200)
  await expect(desk.locator('[data-timeline] li').last()).toContainText('수리 견적')
  await expect(desk.locator('#field-estimate__total')).toHaveValue('35000')
  // Not repaired before the customer answers (the step button, on the page the estimate was saved on).
  const refused = desk.waitForResponse((response) => response.url().includes(`/api/service-requests/${id}`) && response.request().method() === 'PATCH')
  await desk
    .getByRole('group', { name: '다음 단계' })
    .getByRole('button', { name: `${toward('수리 중')} 바꾸기` })
    .click()
  expect((await refused).status()).toBe(400)
  await expect(desk.getByText('고객이 견적에 답한 뒤에 수리를 시작할 수 있습니다.')).toBeVisible()
  await attachScreenshot(desk, testInfo, 'estimate sent in the admin')

  // The customer reads it on the request's page, and in a mail with a link.
  const mail = await expectMail(consumer.email, number, '수리 견적')
  expect(mail.text).toContain('견적 35,000원 (부품 20,000원 + 공임 15,000원). 배터리가 부풀어 교체해야 합니다.')
  expect(mail.text).toMatch(/견적 확인·승인: http\S+\/service\/estimate\?token=\S+/)
  await page.goto(`/user/service/view/${id}`)
  const estimate = page.getByRole('region', { name: '수리 견적' })
  await expect(estimate.getByTestId('estimate-total')).toHaveText('35,000원')
  await expect(estimate).toContainText('배터리가 부풀어 교체해야 합니다.')
  await expect(page.getByRole('region', { name: '진행 상황' })).toContainText('견적을 확인하시고 승인하시거나 거절해 주세요.')
  await waitForHydration(page)
  await attachScreenshot(page, testInfo, 'estimate to answer')
  // Closing the confirm changes nothing; confirming approves.
  await estimate.getByRole('button', { name: '견적 승인' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('견적 35,000원으로 수리를 진행할까요?')
  await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(estimate.getByTestId('estimate-state')).toContainText('승인하시기 전에는')
  await estimate.getByRole('button', { name: '견적 승인' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).click()
  await expect(estimate.getByTestId('estimate-state')).toContainText('승인하셨습니다')
  await expect(estimate.getByRole('button')).toHaveCount(0)
  await expect(page.locator('.service-timeline__entry').last()).toContainText('견적 승인')
  await expect(page.locator('.service-timeline__entry').last()).toContainText('견적 35,000원을 승인했습니다. (신청 페이지에서)')
  await attachScreenshot(page, testInfo, 'approved')

  // Now staff repair it, and the cost cannot pass the approved estimate.
  await moveThroughApi(admin, id, 'in-repair', null)
  await desk.goto(`${cmsURL}/admin/collections/service-requests/${id}`)
  await adminHydrated(desk)
  await expect(desk.locator('[data-current-status="in-repair"]')).toBeVisible()
  // The customer's approval, then the repair just started.
  await expect(desk.locator('[data-timeline] li').nth(-2)).toContainText('견적 승인')
  await expect(desk.locator('[data-timeline] li').last()).toContainText('수리 중')
  await desk.locator('#field-cost').fill('40000')
  expect(await save()).toBe(400)
  await expect(desk.getByText('수리 비용은 고객이 승인한 견적 35,000원을 넘을 수 없습니다.')).toBeVisible()
  await desk.locator('#field-cost').fill('35000')
  expect(await save()).toBe(200)
  await staffContext.close()
  await expectMail(consumer.email, number, '견적 승인')
})

test('a customer declines from the mail’s link without signing in: the request closes as 견적 거절 and the device goes back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-decline')
  const device = await deviceFor(admin, consumer.email, { daysAgo: OUT_OF_WARRANTY })
  const { doc } = await fileVisitThroughCms(admin, device.id)
  const { id, number } = doc
  expect((await admin.patch(`/api/service-requests/${id}`, { status: 'received' })).status()).toBe(200)
  const sent = await admin.patch(`/api/service-requests/${id}`, { estimate: { parts: 30_000, labour: 20_000, note: '메인보드 교체' } })
  expect(sent.status(), await sent.text()).toBe(200)
  const link = /견적 확인·승인: (\S+)/.exec((await expectMail(consumer.email, number, '수리 견적')).text)![1]!

  // Opened on a phone that is not signed in, as from a mail app.
  const stranger = await browser.newContext({ ...testInfo.project.use })
  const phone = await stranger.newPage()
  await phone.goto(new URL(link).pathname + new URL(link).search)
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('수리 견적')
  await expect(phone.getByRole('main')).toContainText(`접수 번호 ${number}`)
  const estimate = phone.getByRole('region', { name: '수리 견적' })
  await expect(estimate.getByTestId('estimate-total')).toHaveText('50,000원')
  await expect(estimate).toContainText('메인보드 교체')
  // Nobody's name or address on a page its link opens.
  await expect(phone.getByRole('main')).not.toContainText(consumer.email)
  await waitForHydration(phone)
  await estimate.getByRole('button', { name: '수리하지 않고 돌려받기' }).click()
  await expect(phone.getByRole('alertdialog')).toContainText('거절하면 이 신청은 종료됩니다.')
  await phone.getByRole('alertdialog').getByRole('button', { name: '거절', exact: true }).click()
  // When it was answered, in Seoul's time, as the request's own page says it.
  await expect(estimate.getByTestId('estimate-state')).toHaveText(ANSWERED_AT_DECLINED)
  await expect(phone.getByRole('main')).toContainText('견적 거절')
  await expect(estimate.getByRole('button')).toHaveCount(0)
  await attachScreenshot(phone, testInfo, 'declined by link')

  // The link answers once: opened again, it shows the answer and asks nothing.
  await phone.reload()
  await expect(estimate.getByTestId('estimate-state')).toHaveText(ANSWERED_AT_DECLINED)
  await expect(estimate.getByRole('button')).toHaveCount(0)
  // A link someone changed shows why in Korean.
  await phone.goto(`/service/estimate?token=${encodeURIComponent(new URL(link).searchParams.get('token')!.slice(0, -2))}`)
  await expect(phone.getByTestId('estimate-problem')).toHaveText('견적 링크가 올바르지 않습니다. 메일의 링크를 그대로 열었는지 확인해 주세요.')
  // So does an address that lost its token altogether.
  await phone.goto('/service/estimate')
  await expect(phone.getByTestId('estimate-problem')).toHaveText('견적 링크가 올바르지 않습니다. 메일의 링크를 그대로 열었는지 확인해 주세요.')
  await stranger.close()

  // The signed-in customer's page: closed, with what happens to the device.
  await page.goto(`/user/service/view/${id}`)
  await expect(page.locator('.service__summary .status-badge')).toHaveText('견적 거절')
  await expect(page.getByRole('region', { name: '진행 상황' })).toContainText('수리하지 않고 기기를 돌려 드립니다')
  await expect(page.locator('.service-timeline__entry').last()).toContainText('(메일 링크에서)')
  const mail = await expectMail(consumer.email, number, '견적 거절')
  expect(mail.text).toContain('수리하지 않고 기기를 돌려 드립니다')
})
