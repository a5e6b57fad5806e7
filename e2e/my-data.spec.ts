// Journey: a customer whose privacy policy changed since they agreed is asked again on my page and
// agrees without leaving it; asks for a deletion; downloads everything we hold about them and finds
// their device, their request and their consents in it. A staff member opens that customer in the
// admin panel; an admin finds that one view as one row of the access records, though the panel's
// document view reads the customer several times.
// (docs/decisions/0062, 0063)
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { idTokenFor } from './account-support'
import { deviceFor, signedInConsumer } from './service-support'
import { cmsAsAdmin, cmsURL, ownStaff, signIntoAdminPanel, waitForHydration } from './support'

type Consents = { privacyAcceptedAt?: string; privacyVersion?: string }
type MyData = {
  customer: { email: string; consents: Consents; consentHistory: Array<{ document: string; version: string }> }
  devices: Array<{ serialNumber: string }>
  dataRequests: Array<{ kind: string; details: string; status: string }>
}

const DETAILS = '예전에 남긴 휴대전화 번호를 지워 주세요.'

test('a customer agrees to the changed policy, asks for a deletion and downloads their data; an admin sees a staff view of them', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'my-data')
  const bearer = { authorization: `Bearer ${await idTokenFor(consumer.email, consumer.password)}` }
  const { user } = await (await request.get(`${cmsURL}/api/customers/me`, { headers: bearer })).json()
  // Registered earlier: agreed then (the CMS stamps the version in force), to a policy before any in force now, as an admin's record shows.
  const now = new Date().toISOString()
  const agreed = await request.patch(`${cmsURL}/api/customers/${user.id}`, {
    headers: bearer,
    data: { consents: { termsAcceptedAt: now, privacyAcceptedAt: now } },
  })
  expect(agreed.status()).toBe(200)
  const current = ((await agreed.json()).doc.consents as Consents).privacyVersion!
  expect((await admin.patch(`/api/customers/${user.id}`, { consents: { privacyVersion: '2025-12-31' } })).status()).toBe(200)
  const device = await deviceFor(admin, consumer.email)

  // Asked over my page, which stays where it was.
  await page.goto('/user')
  const dialog = page.getByRole('alertdialog', { name: '약관 변경 안내' })
  await expect(dialog).toContainText(`개인정보처리방침(${current} 시행)`)
  await dialog.getByRole('button', { name: '동의합니다' }).click()
  await expect(page.getByText('동의가 기록되었습니다.')).toBeVisible()
  await expect(page).toHaveURL('/user')

  const form = page.getByRole('form', { name: '개인정보 정정·삭제·처리 정지 요청' })
  await waitForHydration(page)
  await form.getByRole('radio', { name: /^삭제/ }).check()
  await form.getByLabel('요청 내용').fill(DETAILS)
  await form.getByRole('button', { name: '요청 보내기' }).click()
  await expect(page.getByText(/^요청을 접수했습니다\. \d{4}-\d{2}-\d{2}까지 처리 결과를 알려 드립니다\.$/)).toBeVisible()
  await expect(page.getByRole('list', { name: '보낸 요청' })).toContainText('삭제 요청 · 접수')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '데이터 파일(JSON)로 내려받기' }).click()])
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MyData
  expect(data.customer.email).toBe(consumer.email)
  expect(data.devices.map(({ serialNumber }) => serialNumber)).toEqual([device.serialNumber])
  expect(data.dataRequests).toEqual([expect.objectContaining({ kind: 'delete', details: DETAILS, status: 'received' })])
  expect(data.customer.consents.privacyVersion).toBe(current)
  // Registration's agreement, then today's: each with the version the CMS had in force.
  expect(data.customer.consentHistory.filter(({ document }) => document === 'privacy').map(({ version }) => version)).toEqual([current, current])

  const [readable] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '읽기 쉬운 파일(HTML)로 내려받기' }).click()])
  const html = await readFile((await readable.path())!, 'utf8')
  expect(html).toContain(device.serialNumber)
  expect(html).toContain('개인정보 요청 (1건)')
  // A Korean document, not the stored values: words for codes, the product by name, a day without a time, histories as tables.
  expect(html).toContain('<th scope="row">요청</th><td>삭제</td><')
  expect(html).toContain('<th scope="row">처리 상태</th><td>접수</td><')
  expect(html).not.toMatch(/<th scope="row">제품<\/th><td>\d+</)
  expect(html).toMatch(/<th scope="row">구입일<\/th><td>\d{4}년 \d{1,2}월 \d{1,2}일<\/td>/)
  expect(html).toMatch(/<th scope="row">약관 동의 이력<\/th><td><table><thead><tr><th scope="col">문서<\/th>/)
  expect(html).not.toContain('<pre>')

  // A staff member opens the customer in the admin panel; an admin reads who, what and from where.
  const staff = await ownStaff(request, 'staff')
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const staffPage = await desk.newPage()
    await signIntoAdminPanel(staffPage, staff)
    await staffPage.goto(`${cmsURL}/admin/collections/customers/${user.id}`)
    await expect(staffPage.locator('#field-email')).toHaveValue(consumer.email)
    await desk.clearCookies()
    const adminPage = await desk.newPage()
    await signIntoAdminPanel(adminPage, await ownStaff(request, 'admin'))
    const row = adminPage.locator('tbody tr').filter({ hasText: staff.email })
    // The view's record is written a moment after it (docs/decisions/0062): the list is read again until it is there.
    await expect(async () => {
      await adminPage.goto(`${cmsURL}/admin/collections/access-records?where[staffEmail][equals]=${encodeURIComponent(staff.email)}`)
      await expect(row).toHaveCount(1, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(row).toContainText('열람')
    await expect(row).toContainText(String(user.id))
  } finally {
    await desk.close()
  }
})
