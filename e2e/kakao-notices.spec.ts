// Journey: a customer hears of their A/S in KakaoTalk (docs/decisions/0057, 0058). On a phone: a
// customer whose number on file is the one they verified (본인인증) hears by KakaoTalk without
// choosing: the status changes and the estimate reach them as 알림톡 from the registered templates
// (the SOLAPI stand-in records what the CMS sent through the SDK), they answer the estimate from the
// message's button, then choose 문자 on my page and get the next change as a text; a second
// customer, who chose 카카오톡 for a number that has no KakaoTalk, gets the same words as a fallback
// text. The requests are filed and moved through the CMS's API (the admin panel's own journeys drive
// those), the second customer's beside the first's; staff read on the request's timeline, in the
// panel, what went by which channel and how it arrived.
import { type APIRequestContext, type Browser, devices, expect, test, type TestInfo } from '@playwright/test'
import { randomInt } from 'node:crypto'
import { normaliseMobile } from '@storefront/rules/phone'
import { newPerson, verifyThroughApi } from './identity-support'
import { adminHydrated, adminPanel, deviceFor, fileVisitThroughCms, moveThroughApi, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const standIn = process.env.SOLAPI_API_URL ?? `http://127.0.0.1:${3193 + 20 * (Number(process.env.TEST_SLOT) || 0)}`
const OUT_OF_WARRANTY = 400
type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>

type Sent = {
  type: string
  text: string
  templateId: string | null
  variables: Record<string, string> | null
  buttons: { buttonName: string; linkMo: string }[] | null
  replacement: boolean
}

const textsTo = async (phone: string): Promise<Sent[]> => (await fetch(`${standIn}/test/messages?to=${phone}`)).json()
/** Waits for the message to `phone` whose text says `words`. */
async function expectText(phone: string, words: string): Promise<Sent> {
  await expect
    .poll(async () => (await textsTo(phone)).map((sent) => sent.text), { message: `a message to ${phone} with ${words}`, timeout: 30_000 })
    .toContainEqual(expect.stringContaining(words))
  return (await textsTo(phone)).find((sent) => sent.text.includes(words))!
}

/** The customer's number, kept with its consent, as my page keeps it (through the CMS, as an admin), with any other `changes`. */
async function withPhone(request: APIRequestContext, email: string, phone = `010-${randomInt(1000, 10_000)}-${randomInt(1000, 10_000)}`, changes = {}) {
  const admin = await cmsAsAdmin(request)
  const { docs } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  const saved = await admin.patch(`/api/customers/${docs[0].id}`, { phone, consents: { phoneAcceptedAt: new Date().toISOString() }, ...changes })
  expect(saved.status(), await saved.text()).toBe(200)
  return phone
}

/** A second customer, on a context of their own, who chose 카카오톡 for a number without it: their filing's notice. */
async function fallbackCustomer(browser: Browser, request: APIRequestContext, testInfo: TestInfo, admin: Admin) {
  const other = await browser.newContext({ ...testInfo.project.use })
  const stranger = await signedInConsumer(await other.newPage(), testInfo, 'kakao-notices-none')
  await other.close()
  const noKakao = await withPhone(request, stranger.email, undefined, { noticeChannel: 'kakao' })
  expect((await fetch(`${standIn}/test/no-kakao?to=${noKakao}`, { method: 'POST' })).ok).toBe(true)
  const { doc } = await fileVisitThroughCms(admin, (await deviceFor(admin, stranger.email)).id)
  return { phone: noKakao, ...doc }
}

test('a customer follows an A/S in KakaoTalk, answers the estimate from it, then switches to texts; a number without KakaoTalk gets the fallback', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const admin = await cmsAsAdmin(request)
  const second = fallbackCustomer(browser, request, testInfo, admin)
  // Staff sign in to the panel beside the customer's steps; they read the timeline at the end.
  const staff = (async () => {
    const context = await browser.newContext({ ...devices['Desktop Chrome'] })
    const desk = await context.newPage()
    await adminPanel(desk)
    return { context, desk }
  })()
  const consumer = await signedInConsumer(page, testInfo, 'kakao-notices')
  // 본인인증 (through the storefront's endpoints: another journey is about it), then that number on my page.
  const person = newPerson()
  await verifyThroughApi(page.request, person)
  const phone = await withPhone(request, consumer.email, normaliseMobile(person.phoneNumber)!)
  const device = await deviceFor(admin, consumer.email, { daysAgo: OUT_OF_WARRANTY })
  const { doc } = await fileVisitThroughCms(admin, device.id)
  const { id, number } = doc

  // Filed, received, estimated: each an 알림톡 of its template, with this request's values.
  await moveThroughApi(admin, id, 'received', '매장에서 기기를 받았습니다.')
  const sent = await admin.patch(`/api/service-requests/${id}`, { estimate: { parts: 20_000, labour: 15_000, note: '배터리를 교체해야 합니다.' } })
  expect(sent.status(), await sent.text()).toBe(200)
  const filed = await expectText(phone, `'접수 대기' 상태가 되었습니다`)
  const received = await expectText(phone, `'접수 완료' 상태가 되었습니다`)
  const estimate = await expectText(phone, '수리 견적이 나왔습니다')
  for (const notice of [filed, received, estimate])
    expect(notice).toMatchObject({ type: 'ATA', replacement: false, templateId: expect.stringMatching(/^KA01TP-/) })
  expect(filed.templateId).toBe(received.templateId)
  expect(estimate.templateId).not.toBe(received.templateId)
  expect(received.variables).toMatchObject({ '#{접수번호}': number, '#{상태}': '접수 완료', '#{안내}': expect.stringContaining('매장에서 기기를 받았습니다.') })
  expect(estimate.variables).toMatchObject({ '#{접수번호}': number, '#{안내}': expect.stringContaining('견적 35,000원') })
  expect(estimate.buttons?.map((button) => button.buttonName)).toEqual(['견적 확인·승인', '진행 상황 보기'])

  // The customer taps the message's button: the estimate, answered without signing in again.
  const link = new URL(estimate.buttons![0].linkMo)
  await page.goto(link.pathname + link.search)
  const answer = page.getByRole('region', { name: '수리 견적' })
  await expect(answer.getByTestId('estimate-total')).toHaveText('35,000원')
  await waitForHydration(page)
  await answer.getByRole('button', { name: '견적 승인' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '승인', exact: true }).click()
  await expect(answer.getByTestId('estimate-state')).toContainText('승인하셨습니다')
  await attachScreenshot(page, testInfo, 'estimate approved from the KakaoTalk link')
  expect(await expectText(phone, '견적 승인 소식을 알려 드립니다')).toMatchObject({ type: 'ATA' })

  // On my page the customer chooses 문자: the next change comes as a text with the same words.
  await page.goto('/user')
  const channels = page.getByRole('group', { name: '알림 받는 방법' })
  await expect(channels.getByRole('radio', { name: /카카오톡/ })).toBeChecked()
  await waitForHydration(page)
  await channels.getByRole('radio', { name: /^문자/ }).check()
  await page.getByRole('button', { name: '알림 방법 저장' }).click()
  await expect(page.getByText('이제 문자로 알려 드립니다.')).toBeVisible()
  await moveThroughApi(admin, id, 'in-repair', null)
  // The request's page opens in the panel (its hydration takes seconds) while the text is on its way.
  const opened = staff.then(async ({ context, desk }) => {
    await desk.goto(`${cmsURL}/admin/collections/service-requests/${id}`)
    await adminHydrated(desk)
    return { context, desk }
  })
  const text = await expectText(phone, `'수리 중' 상태가 되었습니다`)
  expect(text).toMatchObject({ type: 'LMS', templateId: null, replacement: false })
  expect(text.text).toContain(`/user/service/view/${id}`)

  // The second customer, whose number has no KakaoTalk: the same 알림톡 arrived as a text.
  const { phone: noKakao, ...fellBack } = await second
  const fallback = await expectText(noKakao, `신청하신 A/S(${fellBack.number})가 '접수 대기' 상태가 되었습니다`)
  expect(fallback).toMatchObject({ type: 'LMS', replacement: true, templateId: filed.templateId })

  // Staff see on the request's timeline what went, by which channel, and how it arrived.
  const { context: staffContext, desk } = await opened
  const timeline = desk.locator('[data-timeline]')
  await expect(timeline.locator('li[data-status="received"]:not([data-event]) [data-notice="kakao"]')).toContainText('카카오톡 알림톡')
  await expect(timeline.locator('li[data-status="received"]:not([data-event]) [data-notice-state="delivered"]')).toContainText('전달됨')
  await expect(timeline.locator('li[data-status="in-repair"] [data-notice="sms"]')).toContainText('문자')
  await attachScreenshot(desk, testInfo, 'notices on the timeline')
  await staffContext.close()
  // The second customer's notice is recorded as fallen back to a text (the timeline shows it so, RecordNotices).
  await expect
    .poll(async () =>
      (await (await admin.get(`/api/notices?where[serviceRequest][equals]=${fellBack.id}&depth=0`)).json()).docs.map(
        (notice: { state: string; messageType: string }) => [notice.state, notice.messageType],
      ),
    )
    .toEqual([['fell-back', 'LMS']])
})
