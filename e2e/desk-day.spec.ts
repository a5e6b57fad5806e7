// Journey: a repair desk's day in the admin panel (desktop). A manager opens the panel on today's
// counts, follows one to the list, finds a request by what the customer says, calls up the
// customer, takes each next step (the final one after reading the mail it sends), reads that mail
// from the catcher and prints the job sheet; a staff member must give a reason before a rejection.
import { expect, type Page, test } from '@playwright/test'
import { toward } from '@storefront/rules/korean'
import { adminHydrated, chooseStatusAndSave, deviceFor, expectMail, fileVisitThroughCms, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, logIntoAdminPanel, signIntoAdminPanel, ownStaff } from './support'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>

/** A visit request of a new customer of this journey's own, with a phone on file; filed through the CMS as a shop would. */
async function fileRequest(page: Page, admin: Admin, label: string, testInfo: Parameters<typeof signedInConsumer>[1]) {
  const consumer = await signedInConsumer(page, testInfo, label)
  const device = await deviceFor(admin, consumer.email)
  const { docs: customers } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()
  const phone = `010-${String(Date.now()).slice(-4)}-${String(Math.floor(Math.random() * 9000) + 1000)}`
  // A number typed, never verified: not having chosen, they hear by e-mail (docs/decisions/0057), the mails this journey reads.
  expect((await admin.patch(`/api/customers/${customers[0].id}`, { name: '김데스크', phone })).status()).toBe(200)
  const { doc } = await fileVisitThroughCms(admin, device.id)
  return { id: doc.id, number: doc.number, consumer, phone, serialNumber: device.serialNumber }
}

/** A mail's lines without the line that carries the time it was sent. */
const withoutTime = (text: string) => text.split('\n').filter((line) => !/상태가 되었습니다/.test(line))

test('a manager: today’s counts → the list → the request → each next step, the final one after reading its mail → the job sheet', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const filed = await fileRequest(page, admin, 'desk-day', testInfo)

  const deskContext = await browser.newContext({ timezoneId: 'Asia/Seoul' })
  const desk = await deskContext.newPage()
  await logIntoAdminPanel(desk, await ownStaff(desk.request, 'manager'))

  // The dashboard opens on today's work; filed a moment ago, the request counts as new today.
  const newToday = desk.locator('[data-desk="service-requests"] [data-tile="new-today"] a')
  await expect(newToday).toContainText(/오늘 접수\s*[1-9][\d,]*건/)
  for (const tile of ['due-today', 'visits-today', 'waiting', 'late'])
    await expect(desk.locator(`[data-desk="service-requests"] [data-tile="${tile}"] a`)).toContainText(/\d+건/)
  await attachScreenshot(desk, testInfo, 'desk dashboard')
  await newToday.click()
  await expect(desk).toHaveURL(/\/admin\/collections\/service-requests\?.*createdAt/)

  // The list under that filter finds the request by the customer's phone, typed without hyphens.
  await adminHydrated(desk)
  const search = desk.getByPlaceholder(/검색$/)
  await search.fill(filed.phone.replaceAll('-', ''))
  const rows = desk.locator('.table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(filed.number)
  await rows.first().getByRole('link', { name: filed.number }).click()
  await expect(desk).toHaveURL(new RegExp(`/service-requests/${filed.id}$`))

  // The customer to call or mail.
  const contact = desk.locator('[data-request-desk]')
  await expect(contact.getByRole('link', { name: `전화 걸기: ${filed.phone}` })).toHaveAttribute('href', `tel:${filed.phone.replaceAll('-', '')}`)
  await expect(contact.getByRole('link', { name: new RegExp(filed.consumer.email) })).toHaveAttribute('href', `mailto:${filed.consumer.email}`)

  // Only the allowed next steps are offered: from 접수 대기, to 접수 완료 or 반려.
  await adminHydrated(desk)
  await expect(desk.getByRole('group', { name: '다음 단계' }).getByRole('button')).toHaveText(['접수 완료로 바꾸기', '반려로 바꾸기'])
  await chooseStatusAndSave(desk, filed.id, '접수 완료', '매장에서 기기를 받았습니다.')
  expect((await expectMail(filed.consumer.email, filed.number, '접수 완료')).text).toContain('매장에서 기기를 받았습니다.')
  await chooseStatusAndSave(desk, filed.id, '수리 중', null)
  await expect(desk.locator('[data-timeline] li')).toHaveCount(3)

  // The final step asks first, showing the mail the customer will get.
  await expect(desk.getByRole('group', { name: '다음 단계' }).getByRole('button')).toHaveText(['수리 완료로 바꾸기'])
  await desk.getByRole('button', { name: '수리 완료로 바꾸기' }).click()
  const dialog = desk.getByRole('dialog', { name: '수리 완료로 바꿀까요?' })
  await dialog.getByRole('textbox').fill('충전 단자를 교체했습니다. 매장에서 찾아가세요.')
  await expect(dialog).toContainText('바꾸면 고객에게 이메일로 아래 내용을 바로 알립니다.')
  const preview = dialog.getByRole('region', { name: '보낼 알림' })
  await expect(preview).toContainText(`받는 사람: ${filed.consumer.email} (이메일)`)
  await expect(preview).toContainText('안내: 충전 단자를 교체했습니다. 매장에서 찾아가세요.')
  const previewSubject = (await preview.locator('strong').textContent())!
  const previewText = (await preview.locator('pre').textContent())!
  await attachScreenshot(desk, testInfo, 'final step confirm')
  const saved = desk.waitForResponse((response) => response.url().includes(`/api/service-requests/${filed.id}`) && response.request().method() === 'PATCH')
  await dialog.getByRole('button', { name: '수리 완료로 바꾸고 고객에게 알리기' }).click()
  expect((await saved).status()).toBe(200)
  await expect(desk.locator('[data-current-status="completed"]')).toBeVisible()
  await expect(desk.getByText('끝난 신청입니다. 더 바꿀 상태가 없습니다.')).toBeVisible()

  // The mail sent is the mail shown.
  const mail = await expectMail(filed.consumer.email, filed.number, '수리 완료')
  expect(mail.subject).toBe(previewSubject)
  expect(withoutTime(mail.text)).toEqual(withoutTime(previewText))

  // The job sheet, in a tab of its own.
  const [sheet] = await Promise.all([deskContext.waitForEvent('page'), desk.locator('[data-request-desk]').getByRole('link', { name: '접수증 인쇄' }).click()])
  await expect(sheet.getByRole('heading', { name: 'A/S 접수증' })).toBeVisible()
  const sheetBody = sheet.locator('[data-job-sheet="service-requests"]')
  for (const text of [filed.number, '수리 완료', '김데스크', filed.phone, filed.consumer.email, filed.serialNumber, '전원이 켜지지 않음'])
    await expect(sheetBody).toContainText(text)
  await expect(sheet.getByRole('button', { name: '인쇄하기' })).toBeVisible()
  await attachScreenshot(sheet, testInfo, 'job sheet')
  await deskContext.close()
})

test('a staff member cannot reject without a reason, and the reason goes out in the mail', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const filed = await fileRequest(page, admin, 'desk-reject', testInfo)

  const deskContext = await browser.newContext({ timezoneId: 'Asia/Seoul' })
  const desk = await deskContext.newPage()
  await signIntoAdminPanel(desk, await ownStaff(desk.request, 'staff'))
  await desk.goto(`${cmsURL}/admin`)
  await expect(desk.getByRole('heading', { name: '오늘의 접수 현황' })).toBeVisible()
  await desk.goto(`${cmsURL}/admin/collections/service-requests/${filed.id}`)
  await adminHydrated(desk)

  await desk.getByRole('button', { name: `${toward('반려')} 바꾸기` }).click()
  const dialog = desk.getByRole('dialog', { name: '반려로 바꿀까요?' })
  const confirm = dialog.getByRole('button', { name: '반려로 바꾸고 고객에게 알리기' })
  await expect(dialog.getByRole('alert')).toHaveText('반려 사유를 적어 주세요. 고객에게 가는 알림에 그대로 실립니다.')
  await expect(confirm).toBeDisabled()
  // Cancelled: nothing changes.
  await dialog.getByRole('button', { name: '취소' }).click()
  await expect(dialog).toBeHidden()
  expect((await (await admin.get(`/api/service-requests/${filed.id}?depth=0`)).json()).status).toBe('requested')

  await desk.getByRole('button', { name: '반려로 바꾸기' }).click()
  await dialog.getByRole('textbox').fill('정품 등록 정보와 기기가 다릅니다. 고객센터로 연락 주세요.')
  await expect(dialog.getByRole('region', { name: '보낼 알림' })).toContainText('안내: 정품 등록 정보와 기기가 다릅니다. 고객센터로 연락 주세요.')
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(desk.locator('[data-current-status="rejected"]')).toBeVisible()
  expect((await expectMail(filed.consumer.email, filed.number, '반려')).text).toContain('정품 등록 정보와 기기가 다릅니다.')
  await deskContext.close()
})
