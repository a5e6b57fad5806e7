// Journey: an announcement (광고성 정보) to the customers who consented (docs/decisions/0064). A
// manager opens it in the admin panel, reads the preview (the words customers get: "(광고)", the
// brand, the free refusal line) and sends it; the consenting customer's 친구톡 arrives at the SOLAPI
// stand-in, and the announcement shows it delivered (decision 0073); the customer refuses from the message's link, a plain form with no sign-in, and my page
// shows the consent off. The announcement and the customer's consent are set up through the CMS's
// API. The journeys' CMS reads the time as about noon in Seoul (ANNOUNCEMENT_CLOCK_SHIFT_MINUTES):
// the night's wait is the integration test's (Announcements/announcements.int.test.ts).
import { expect, test } from '@playwright/test'
import { randomInt } from 'node:crypto'
import { adminHydrated, signedInConsumer } from './service-support'
import { cmsAsAdmin, cmsURL, ownStaff, signIntoAdminPanel } from './support'

const standIn = process.env.SOLAPI_API_URL ?? `http://127.0.0.1:${3193 + 20 * (Number(process.env.TEST_SLOT) || 0)}`
type Sent = { type: string; text: string; customFields: Record<string, string> | null }
const textsTo = async (phone: string): Promise<Sent[]> => (await fetch(`${standIn}/test/messages?to=${phone}`)).json()

test('a manager previews and sends an announcement; the consenting customer gets it and refuses from its link; my page shows the consent off', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'announcements')
  const phone = `010-${randomInt(1000, 10_000)}-${randomInt(1000, 10_000)}`
  const { docs } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()
  const now = new Date().toISOString()
  // Consent taken at the counter, as staff record it: with its time.
  const consented = await admin.patch(`/api/customers/${docs[0].id}`, {
    phone,
    consents: { phoneAcceptedAt: now, marketingOptIn: true, marketingAcceptedAt: now },
  })
  expect(consented.status(), await consented.text()).toBe(200)
  const title = `보상 판매 이벤트 ${randomInt(1000, 10_000)}`
  const created = await admin.post('/api/announcements', {
    title,
    kind: 'trade-in-event',
    channel: 'kakao',
    body: '쓰시던 기기를 보내 주시면 새 기기 값을 깎아 드립니다.',
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()).doc

  const panel = await browser.newPage()
  await signIntoAdminPanel(panel, await ownStaff(request, 'manager'))
  await panel.goto(`${cmsURL}/admin/collections/announcements/${id}`)
  await adminHydrated(panel)
  const preview = panel.getByTestId('announcement-preview')
  await expect(preview).toContainText(title)
  const previewed = (await preview.textContent()) ?? ''
  expect(previewed).toMatch(/^\(광고\) \S+/)
  expect(previewed).toMatch(/무료수신거부: \S+\/marketing\/refuse\?t=/)
  await panel.getByRole('button', { name: '동의한 고객에게 보내기' }).click()
  await expect(panel.getByRole('button', { name: '동의한 고객에게 보내기' })).toBeHidden()

  // The 친구톡 as the preview showed it, up to the customer's own signed link.
  await expect
    .poll(async () => (await textsTo(phone)).filter((sent) => sent.customFields?.noticeKey?.startsWith(`announcements:${id}:`)).length, { timeout: 20_000 })
    .toBe(1)
  const [message] = (await textsTo(phone)).filter((sent) => sent.customFields?.noticeKey?.startsWith(`announcements:${id}:`))
  expect(message!.type).toBe('CTA')
  expect(message!.text.split('무료수신거부: ')[0]).toBe(previewed.split('무료수신거부: ')[0])

  // Its delivery report, as the manager reads it among the announcement's recipients.
  const masked = phone.replace(/-(\d{4})-/, '-****-')
  await expect(async () => {
    await panel.reload()
    await expect(panel.getByRole('row').filter({ hasText: masked }).getByText('전달됨', { exact: true })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  // The customer taps the refusal link: one button, no sign-in needed.
  const link = new URL(message!.text.split('무료수신거부: ')[1]!)
  await page.goto(link.pathname + link.search)
  await page.getByRole('button', { name: '수신거부' }).click()
  await expect(page.getByTestId('refusal-result')).toContainText('수신을 거부했습니다')

  await page.goto('/user')
  await expect(page.getByRole('checkbox', { name: '이벤트·설문 등 광고성 정보를 카카오톡이나 문자로 받겠습니다.' })).not.toBeChecked()
  await panel.close()
})
