// Journey: trade-in events (docs/product.md#trade-in-events). A customer with a registered device opens a
// running event, sees their device with its credit, files a trade-in with the condition, a photo
// and the terms accepted; staff approve it in the admin panel, then receive and complete it as the
// panel's save does over the API, and the customer follows each step on the timeline and by mail,
// with the credit granted. A device the event does not take is explained, an ended event takes no
// requests, the per-customer limit shows, a double submit files once, another customer's trade-in
// is the 404 screen. Each test makes its own event, customers and devices, so repeats never collide.
import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { tradeInFlow } from '@storefront/rules/trade-in-flow'
import { adminPanel, deviceFor, expectMail, moveInAdmin, moveThroughApi, signedInConsumer } from './service-support'
import { eventFor, fileMailInTradeIn } from './trade-in-support'
import { verifyThroughApi } from './identity-support'
import { attachScreenshot, cmsAsAdmin, waitForHydration } from './support'

const DAY = 24 * 60 * 60 * 1000
const NUMBER = /TI-\d{8}-\d{4,}/
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

async function fillTradeInForm(page: Page) {
  await waitForHydration(page)
  await page.getByLabel(/^사용감 있음/).check()
  await page.getByRole('group', { name: '전원이 정상적으로 켜지나요?' }).getByLabel('예').check()
  await page.getByRole('group', { name: '충전 케이블 등 구성품이 모두 있나요?' }).getByLabel('예').check()
  // A visit asks for a shop in the trade-in's words, not A/S's; this journey then sends by courier.
  await page.getByLabel(/^매장 방문/).check()
  await expect(page.getByLabel('방문할 매장').locator('option').first()).toHaveText('기기를 가져갈 매장을 고르세요')
  await page.getByLabel(/^택배 접수/).check()
  await page.getByLabel('참여 조건·유의 사항을 확인했고 동의합니다.').check()
}

test('from the event to a completed trade-in: filed with a photo, approved, received and completed by staff, each step and the credit shown', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const event = await eventFor(admin, request)
  const consumer = await signedInConsumer(page, testInfo, 'ti-journey')
  // A trade-in is adult-only: verified (본인인증) through the APIs, the identity journey's subject.
  await verifyThroughApi(page.request)
  const device = await deviceFor(admin, consumer.email)

  await page.goto(`/trade-in/${event.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title)
  await expect(page.getByRole('main')).toContainText('마감까지 10일')
  // The credit by condition grade, and what each grade means.
  await expect(page.getByRole('main')).toContainText('최대 50,000원')
  await expect(page.getByRole('main').getByRole('term')).toHaveText(['A등급', 'B등급', 'C등급'])
  await expect(page.getByRole('main').getByRole('definition')).toHaveText(['50,000원', '35,000원', '10,000원'])
  await expect(page.getByRole('main')).toContainText('사용감이 있거나 구성품이 빠짐')
  await expect(page.getByRole('main')).toContainText('1인당 최대 1대')
  await waitForHydration(page)
  await page.getByRole('link', { name: '내 기기로 신청하기' }).click()

  await expect(page).toHaveURL(`/trade-in/${event.id}/me`)
  const item = page.locator(`[data-serial="${device.serialNumber}"]`)
  await expect(item).toContainText('보상 최대 50,000원')
  await item.getByRole('link', { name: '이 기기로 신청하기' }).click()

  await expect(page).toHaveURL(`/trade-in/${event.id}/request/${device.serialNumber}`)
  // The estimate follows the answers as they are given, before anything is sent.
  const estimate = page.getByTestId('trade-in-credit')
  await expect(estimate).toHaveText('최대 50,000원')
  await fillTradeInForm(page)
  await expect(estimate).toHaveText('35,000원 (B등급)')
  const powersOn = page.getByRole('group', { name: '전원이 정상적으로 켜지나요?' })
  await powersOn.getByLabel('아니요').check()
  await expect(estimate).toHaveText('10,000원 (C등급)')
  await expect(page.getByRole('term').filter({ hasText: '(내 기기 상태)' })).toHaveText('C등급 (내 기기 상태)')
  await powersOn.getByLabel('예').check()
  await expect(estimate).toHaveText('35,000원 (B등급)')
  await page.getByLabel(/^사진/).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') })
  await attachScreenshot(page, testInfo, 'form')
  await page.getByRole('button', { name: '35,000원 보상 판매 신청하기' }).click()

  await expect(page).toHaveURL(/\/trade-in\/view\/\d+$/)
  const id = Number(page.url().split('/').at(-1))
  const number = (await page.getByText(NUMBER).first().textContent())!.match(NUMBER)![0]
  await expect(page.locator('.service-timeline__entry')).toHaveCount(1)
  await expect(page.getByRole('img', { name: '첨부 사진 1' })).toBeVisible()
  await expectMail(consumer.email, number, '신청 접수')

  // Back to my devices for the event: what was just filed shows at once, not after a reload.
  await page.goBack()
  await expect(page).toHaveURL(`/trade-in/${event.id}/me`)
  await expect(item).toBeVisible()
  expect(await item.textContent()).toContain('이미 보상 판매를 신청한 기기입니다.')
  expect(await item.getByRole('link', { name: '이 기기로 신청하기' }).count()).toBe(0)
  await expect(page.getByRole('link', { name: '신청 내역 (1)' })).toBeVisible()

  // My page lists it and leads to it; while it is under way the device takes no A/S.
  await page.goto('/user')
  const mine = page.getByRole('list', { name: '내 보상 판매' }).locator(`[data-number="${number}"]`)
  await expect(mine).toContainText('신청 접수')
  await expect(mine).toContainText(event.title)
  await page.goto('/user/service')
  const inService = page.locator(`[data-serial="${device.serialNumber}"]`)
  await expect(inService).toContainText('진행 중에는 A/S를 신청할 수 없습니다')
  await expect(inService.getByRole('link', { name: 'A/S 신청' })).toHaveCount(0)
  await page.goto(`/service/${device.serialNumber}`)
  await expect(page.getByRole('main')).toContainText('보상 판매가 진행 중인 기기는 A/S를 신청할 수 없습니다.')
  await waitForHydration(page)
  await page.getByRole('link', { name: '보상 판매 보기' }).click()
  await expect(page).toHaveURL(`/trade-in/view/${id}`)

  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await adminPanel(staffPage)
  // Where it stands, step by step, with what happens next: the page and the mail say the same.
  const progress = page.getByRole('region', { name: '진행 상황' })
  await expect(progress.locator('[aria-current="step"]')).toHaveText('신청 접수')
  await expect(progress).toContainText(tradeInFlow.next.requested)
  const steps = [
    ['approved', '승인', '승인되었습니다. 택배 안내를 문자로 보냈습니다.'],
    ['device-received', '기기 입고', '기기를 받았습니다. 상태를 확인하겠습니다.'],
    ['completed', '보상 완료', '보상금을 지급했습니다.'],
  ] as const
  for (const [index, [status, label, note]] of steps.entries()) {
    // The panel's status buttons once; the other steps as its save sends them.
    if (index === 0) await moveInAdmin(staffPage, id, label, note, 'trade-ins')
    else await moveThroughApi(admin, id, status, note, 'trade-ins')
    await page.goto(`/trade-in/view/${id}`)
    await expect(page.locator('.service-timeline__entry').last()).toContainText(label)
    await expect(page.locator('.service-timeline__entry').last()).toContainText(note)
    await expect(progress.locator('[aria-current="step"]')).toHaveText(label)
    await expect(progress).toContainText(tradeInFlow.next[status])
    const mail = await expectMail(consumer.email, number, label)
    expect(mail.text).toContain(note)
    expect(mail.text).toContain(tradeInFlow.next[status])
  }
  await staffContext.close()
  // No credit entered by staff: the event's credit for the model at the grade applied for is granted.
  await expect(page.getByTestId('trade-in-credit')).toHaveText('35,000원')
  await expect(page.getByRole('main')).toContainText('B등급 · 사용감이 있거나 구성품이 빠짐')
  await expect(page.getByRole('main').getByRole('button', { name: '신청 취소' })).toHaveCount(0)
  await attachScreenshot(page, testInfo, 'completed')
  // The device went to the brand: it is no longer among mine.
  await page.goto(`/trade-in/${event.id}/me/requests`)
  await expect(page.locator(`[data-number="${number}"]`)).toContainText('보상 완료')
})

test('a device the event does not take is explained; the limit shows once reached; a double submit files once', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const event = await eventFor(admin, request, { limit: 1 })
  const consumer = await signedInConsumer(page, testInfo, 'ti-rules')
  await verifyThroughApi(page.request)
  const other = await deviceFor(admin, consumer.email, { code: 'VP-MINI' })
  const [first, second] = [await deviceFor(admin, consumer.email), await deviceFor(admin, consumer.email)]

  await page.goto(`/trade-in/${event.id}/me`)
  await expect(page.locator(`[data-serial="${other.serialNumber}"]`)).toContainText('이 이벤트의 보상 판매 대상 제품이 아닙니다.')
  await expect(page.locator(`[data-serial="${first.serialNumber}"]`).getByRole('link', { name: '이 기기로 신청하기' })).toBeVisible()

  // The same form sent twice at once (a double click, a retry): one trade-in.
  const idempotencyKey = randomUUID()
  const post = () => fileMailInTradeIn(page.request, event.id, first.serialNumber, idempotencyKey)
  const answers = await Promise.all([post(), post()])
  const locations = await Promise.all(answers.map(async (answer) => (await answer.json()).location))
  expect(answers.map((answer) => answer.status())).toEqual([200, 200])
  expect(locations[0]).toMatch(/^\/trade-in\/view\/\d+$/)
  expect(locations[1]).toBe(locations[0])
  const { totalDocs } = await (await admin.get(`/api/trade-ins?where[event][equals]=${event.id}&limit=1&depth=0`)).json()
  expect(totalDocs).toBe(1)

  await page.goto(`/trade-in/${event.id}/me`)
  await expect(page.locator(`[data-serial="${second.serialNumber}"]`)).toContainText('이 이벤트는 1인당 1대까지 참여할 수 있습니다.')
  await expect(page.locator(`[data-serial="${first.serialNumber}"]`)).toContainText('이미 보상 판매를 신청한 기기입니다.')
  await page.getByRole('link', { name: /신청 내역/ }).click()
  await expect(page).toHaveURL(`/trade-in/${event.id}/me/requests`)
  await expect(page.getByRole('list', { name: '신청 내역' }).getByRole('listitem')).toHaveCount(1)
  await attachScreenshot(page, testInfo, 'limit')
})

test('an ended event takes no requests, and another customer’s trade-in is the 404 screen', async ({ page, browser, request }, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const ended = await eventFor(admin, request, { startsIn: -10 * DAY, endsIn: -DAY })
  await page.goto(`/trade-in/${ended.id}`)
  await expect(page.getByRole('main')).toContainText('종료된 이벤트입니다')
  await expect(page.getByRole('main')).toContainText('더 이상 신청을 받지 않습니다')
  await expect(page.getByRole('link', { name: '내 기기로 신청하기' })).toHaveCount(0)

  const event = await eventFor(admin, request)
  const owner = await signedInConsumer(page, testInfo, 'ti-owner')
  await verifyThroughApi(page.request)
  const device = await deviceFor(admin, owner.email)
  const filed = await fileMailInTradeIn(page.request, event.id, device.serialNumber)
  const { location } = await filed.json()
  expect(location).toMatch(/^\/trade-in\/view\/\d+$/)

  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signedInConsumer(other, testInfo, 'ti-other')
  const response = await other.goto(location)
  expect(response?.status()).toBe(404)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('요청하신 페이지를 찾을 수 없습니다.')
  expect((await other.goto(`/trade-in/${event.id}/request/${device.serialNumber}`))?.status()).toBe(404)
  await otherContext.close()
})
