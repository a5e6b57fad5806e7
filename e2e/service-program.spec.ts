// Journey: a service program (무상 수리 프로그램, docs/product.md#service-programs). A manager defines
// one for a production batch in the admin panel and starts it; the owner of a unit of that batch
// gets the KakaoTalk notice (the SOLAPI stand-in), follows its link and files the prefilled free
// request in the browser; the owner of another batch gets nothing; the program's page counts the
// reach; a staff member can neither define one (403, no create button). Customers, their numbers
// and devices are set up through the CMS's API; who is in range in every other case (ranges,
// transfers, revoked units, re-runs) is the integration test's (ServicePrograms/*.int.test.ts).
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { existingConsumer, signInThroughApi } from './account-support'
import { adminHydrated, deviceFor, fillServiceForm, signedInConsumer } from './service-support'
import { cmsAsAdmin, cmsURL, ownStaff, signIntoAdminPanel, waitForHydration, webURL } from './support'

const standIn = process.env.SOLAPI_API_URL ?? `http://127.0.0.1:${3193 + 20 * (Number(process.env.TEST_SLOT) || 0)}`
type Sent = { type: string; text: string; customFields: Record<string, string> | null }
const textsTo = async (phone: string): Promise<Sent[]> => (await fetch(`${standIn}/test/messages?to=${phone}`)).json()
const programTexts = async (phone: string) => (await textsTo(phone)).filter((sent) => sent.customFields?.noticeKey?.startsWith('service-programs:'))
const seoulToday = () => new Date().toLocaleDateString('sv', { timeZone: 'Asia/Seoul' })
const seoulInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv', { timeZone: 'Asia/Seoul' })
/** 2026-12-01 as the panel's day pickers write it, and read it typed: 2026년 12월 1일. */
const asPanelWrites = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return `${year}년 ${month}월 ${date}일`
}
const phone = () => `010-${1000 + Math.floor(Math.random() * 9000)}-${1000 + Math.floor(Math.random() * 9000)}`

test('a manager starts a program for a batch; its owner gets the KakaoTalk notice and files the free request; another owner gets nothing; staff cannot define one', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = await cmsAsAdmin(request)
  // This run's own batch, and another one beside it.
  const run = randomUUID().replaceAll('-', '').slice(0, 6).toUpperCase()
  const batch = `P${run}-2611`
  const owner = await signedInConsumer(page, testInfo, 'program-owner')
  const outsiderContext = await browser.newContext({ baseURL: webURL })
  const outsider = await existingConsumer(testInfo, 'program-outsider')
  await signInThroughApi(outsiderContext, outsider.email, outsider.password)
  const phones = { owner: phone(), outsider: phone() }
  for (const [who, number] of [
    [owner, phones.owner],
    [outsider, phones.outsider],
  ] as const) {
    const { docs } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(who.email)}&depth=0`)).json()
    const saved = await admin.patch(`/api/customers/${docs[0].id}`, {
      phone: number,
      consents: { phoneAcceptedAt: new Date().toISOString() },
      noticeChannel: 'kakao',
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  const unit = await deviceFor(admin, owner.email, { serialNumber: `${batch}-00001` })
  await deviceFor(admin, outsider.email, { serialNumber: `P${run}-2612-00001` })

  // A staff member reads programs but cannot define one: no create button, and the API says 403.
  const staff = await ownStaff(request, 'staff')
  const staffPanel = await browser.newPage()
  await signIntoAdminPanel(staffPanel, staff)
  await staffPanel.goto(`${cmsURL}/admin/collections/service-programs`)
  await adminHydrated(staffPanel)
  await expect(staffPanel.getByRole('heading', { name: '무상 수리 프로그램', level: 1 })).toBeVisible()
  await expect(staffPanel.getByRole('link', { name: /새로 만들기|만들기/ })).toHaveCount(0)
  const refused = await staffPanel.request.post(`${cmsURL}/api/service-programs`, {
    headers: { origin: cmsURL },
    data: { name: '직원 프로그램', offer: 'repair', startsOn: seoulToday(), endsOn: seoulInDays(30), notice: '안내', batches: [batch] },
  })
  expect(refused.status()).toBe(403)
  await staffPanel.close()

  // The manager defines the program in the admin panel and starts it.
  const panel = await browser.newPage()
  await signIntoAdminPanel(panel, await ownStaff(request, 'manager'))
  await panel.goto(`${cmsURL}/admin/collections/service-programs/create`)
  await adminHydrated(panel)
  const name = `배터리 무상 수리 ${run}`
  await panel.getByLabel('프로그램 이름').fill(name)
  await panel.locator('#field-startsOn input').fill(asPanelWrites(seoulToday()))
  await panel.keyboard.press('Escape')
  await panel.locator('#field-endsOn input').fill(asPanelWrites(seoulInDays(60)))
  await panel.keyboard.press('Escape')
  // The batch as a person types it: in lower case, kept as printed.
  await panel.locator('.field-batches input').fill(batch.toLowerCase())
  await panel.keyboard.press('Enter')
  await expect(panel.getByText(batch.toLowerCase(), { exact: true })).toBeVisible()
  await panel.getByLabel('안내 문구').fill('이 기간에 만든 기기는 배터리가 빨리 닳을 수 있어 무상으로 수리해 드립니다.')
  const created = panel.waitForResponse((response) => response.url().includes('/api/service-programs') && response.request().method() === 'POST')
  await panel.getByRole('button', { name: '저장', exact: true }).click()
  expect((await created).status()).toBe(201)
  await expect(panel.getByRole('button', { name: '시작하고 대상 고객에게 알리기' })).toBeVisible({ timeout: 20_000 })
  await panel.getByRole('button', { name: '시작하고 대상 고객에게 알리기' }).click()
  await expect(panel.getByRole('button', { name: '시작하고 대상 고객에게 알리기' })).toBeHidden({ timeout: 20_000 })

  // The owner's KakaoTalk notice (알림톡, informational); the other batch's owner gets nothing.
  await expect.poll(async () => (await programTexts(phones.owner)).length, { timeout: 30_000 }).toBe(1)
  const [notice] = await programTexts(phones.owner)
  expect(notice!.type).toBe('ATA')
  expect(notice!.text).toContain(name)
  expect(notice!.text).toContain(`일련번호: ${unit.serialNumber}`)
  const link = new URL(notice!.text.match(/https?:\/\/\S+\/service\/program\/[\w-]+/)![0])

  // The owner follows it: the form of that unit, filed under the program, free of charge.
  await page.goto(link.pathname)
  await expect(page).toHaveURL(new RegExp(`/service/${unit.serialNumber}\\?program=\\d+`))
  await expect(page.getByTestId('program-request')).toContainText(name)
  await expect(page.getByTestId('warranty-cover')).toContainText('비용 없이 수리해 드립니다')
  await fillServiceForm(page, 'visit')
  await page.getByRole('button', { name: '무상 A/S 신청하기' }).click()
  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+/, { timeout: 20_000 })
  // My devices say so too, with the way back to the free request.
  await page.goto('/user/device')
  await expect(page.locator(`[data-serial="${unit.serialNumber}"]`).getByTestId('program-notice')).toContainText('무상 수리 프로그램 대상 기기입니다')

  expect(await programTexts(phones.outsider)).toEqual([])
  const outsiderPage = await outsiderContext.newPage()
  await outsiderPage.goto('/user/device')
  await waitForHydration(outsiderPage)
  await expect(outsiderPage.getByTestId('program-notice')).toHaveCount(0)
  await outsiderContext.close()

  // The program's page counts the reach: one told, one opened, one request.
  await expect(async () => {
    await panel.reload()
    await expect(panel.getByTestId('reach-notified')).toContainText('1', { timeout: 2_000 })
    await expect(panel.getByTestId('reach-opened')).toContainText('1', { timeout: 2_000 })
    await expect(panel.getByTestId('reach-requested')).toContainText('1', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // The insights show the same reach, beside every other program's.
  await panel.goto(`${cmsURL}/admin/insights`)
  const reach = panel.locator('[data-figure="programs/reach"] tbody tr').filter({ has: panel.locator('th', { hasText: name }) })
  for (const [series, count] of Object.entries({ notified: '1', opened: '1', requested: '1', done: '0' }))
    await expect(reach.locator(`td[data-series="${series}"]`)).toHaveText(count)
  await panel.close()
})
