// Journey: after-sales service (A/S, docs/product.md#after-sales-service). A customer files A/S for their registered device
// (a shop visit, or a mail-in with a return address), sees the warranty cover before sending and
// the request in their list; staff take the first step in the admin panel, the rest as the panel's
// save does over the API, and the customer follows each step on the timeline and by e-mail (the
// local SMTP catcher). Cancelling works only while the request still waits; the shop can change
// while it waits; a double submit files once; another customer finds nothing. Each test makes its
// own customers and devices, so repeats never collide.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import {
  adminHydrated,
  adminPanel,
  chooseStatusAndSave,
  DESCRIPTION,
  deviceFor,
  expectMail,
  fillServiceForm,
  mailsTo,
  moveInAdmin,
  moveThroughApi,
  NUMBER,
  signedInConsumer,
} from './service-support'
import { serviceFlow } from '@storefront/rules/service-request-flow'
import { attachScreenshot, cmsAsAdmin, cmsURL, fromStorefront, serverFunctions, waitForHydration } from './support'

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([])
}

/** The request's id from /user/service/complete?service=ID. */
const requestIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('service'))

/** The storefront's form endpoint, as the page's own script or a browser without it would call it. */
function postForm(page: Page, fields: Record<string, string>) {
  return page.request.post('/api/service/request', { multipart: fields, headers: { ...fromStorefront, accept: 'application/json' } })
}

const visitFields = (serialNumber: string, idempotencyKey: string, shop: string) => ({
  serialNumber,
  idempotencyKey,
  symptom: 'power',
  description: '전원 버튼을 눌러도 켜지지 않습니다.',
  method: 'visit',
  shop,
})

/** Files a shop visit for `serialNumber` by posting its form as the page would; the new request's id. */
async function fileVisitByPost(page: Page, serialNumber: string): Promise<number> {
  const form = await page.goto(`/service/${serialNumber}`)
  expect(form?.status()).toBe(200)
  await waitForHydration(page)
  await page.getByLabel(/^매장 방문/).check()
  const key = await page.locator('input[name="idempotencyKey"]').inputValue()
  const shop = await page.getByLabel('방문할 매장').locator('option').nth(1).getAttribute('value')
  const filed = await postForm(page, visitFields(serialNumber, key, shop!))
  expect(filed.status()).toBe(200)
  return Number(new URL((await filed.json()).location, 'http://x').searchParams.get('service'))
}

test('a visit: filed with a photo, then received, in repair and completed by staff in the admin panel, each step on the timeline and by mail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-visit')
  const device = await deviceFor(admin, consumer.email)

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'A/S 신청' }).click()
  await expect(page).toHaveURL('/user/service')
  const item = page.locator(`[data-serial="${device.serialNumber}"]`)
  await expect(item).toContainText('까지 보증')
  await waitForHydration(page)
  // My list preloaded before filing (the pointer passed over its link): after filing it is read again, not shown from then.
  // (The pointer may rest where the link now is, after the footer's link: it leaves first, then comes over it.)
  const listId = serverFunctions().get('getMyRequests')!
  await page.mouse.move(0, 0)
  const preloaded = page.waitForResponse((response) => response.url().includes(`/_serverFn/${listId}`))
  await page.getByRole('main').getByRole('link', { name: '내 A/S 내역' }).hover()
  expect((await preloaded).ok()).toBe(true)
  await item.getByRole('link', { name: 'A/S 신청' }).click()

  await expect(page).toHaveURL(`/service/${device.serialNumber}`)
  await expect(page.getByTestId('warranty-cover')).toContainText('무상 수리 대상')
  await fillServiceForm(page, 'visit')
  await expect(page.getByText(/\(\d+\/2,000자\)/)).toContainText(`(${DESCRIPTION.length}/2,000자)`)
  // A file of another kind is refused in Korean before anything is sent; a photo goes.
  const photos = page.getByLabel(/^사진/)
  await photos.setInputFiles({ name: 'fault.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(photos).toHaveAccessibleDescription(/JPG·PNG·WEBP·HEIC 파일만/)
  await photos.setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') })
  // The field speaks Korean: a button and what was picked, with a look at the photo, in place of the browser's own control.
  await expect(page.getByText('1장 선택됨')).toBeVisible()
  const picked = page.getByRole('list', { name: '선택한 파일' }).getByRole('listitem')
  await expect(picked).toHaveCount(1)
  await expect(picked).toContainText('fault.png')
  await expect(picked.locator('img')).toHaveJSProperty('complete', true)
  expect((await picked.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0).toBe(true)
  expect((await photos.boundingBox())!.width).toBeLessThanOrEqual(1)
  await expect(photos).toHaveAccessibleDescription(/^1장 선택됨/)
  const shopName = (await page.getByLabel('방문할 매장').locator('option:checked').textContent())!.replace(/\s*\(.*$/, '')
  await noAxeViolations(page)
  await attachScreenshot(page, testInfo, 'form')
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()

  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
  const number = (await page.getByTestId('service-number').textContent())!
  expect(number).toMatch(NUMBER)
  await expect(page.getByRole('main')).toContainText(shopName)
  await attachScreenshot(page, testInfo, 'complete')
  const id = requestIdOf(page)
  await expectMail(consumer.email, number, '접수 대기')

  await page.getByRole('main').getByRole('link', { name: '내 A/S 내역' }).click()
  await expect(page).toHaveURL('/user/service/current')
  await expect(page.getByRole('list', { name: '진행 중인 A/S' }).locator(`[data-number="${number}"]`)).toContainText('접수 대기')
  await noAxeViolations(page)

  // Where it stands: the first of four steps, and what happens next in the words the mail uses.
  await page.goto(`/user/service/view/${id}`)
  const progress = page.getByRole('region', { name: '진행 상황' })
  await expect(progress.getByRole('listitem')).toHaveText(['접수 대기', '접수 완료', '수리 중', '수리 완료'])
  await expect(progress.locator('[aria-current="step"]')).toHaveText('접수 대기')
  await expect(progress).toContainText(serviceFlow.next.requested)

  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await adminPanel(staffPage)
  const steps = [
    ['received', '접수 완료', '매장에서 기기를 받았습니다. 내일까지 점검하겠습니다.'],
    ['in-repair', '수리 중', '충전 단자 부식을 확인해 교체하고 있습니다.'],
    ['completed', '수리 완료', '충전 단자를 교체했습니다. 매장에서 찾아가세요.'],
  ] as const
  // The day staff promise it done (Korean day), shown until it is.
  const promised = new Date(Date.now() + 3 * 86_400_000)
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(promised).split('-').map(Number)
  expect((await admin.patch(`/api/service-requests/${id}`, { promisedOn: promised.toISOString() })).status()).toBe(200)
  for (const [index, [status, label, note]] of steps.entries()) {
    // The panel's status buttons once; the other steps as its save sends them.
    if (index === 0) await moveInAdmin(staffPage, id, label, note)
    else await moveThroughApi(admin, id, status, note)
    await page.goto(`/user/service/view/${id}`)
    await expect(page.locator('.service-timeline__entry').last()).toContainText(label)
    await expect(page.locator('.service-timeline__entry').last()).toContainText(note)
    await expect(progress.locator('[aria-current="step"]')).toHaveText(label)
    await expect(progress).toContainText(serviceFlow.next[status])
    if (status === 'completed') await expect(progress).not.toContainText('완료 예정일')
    else await expect(progress).toContainText(`완료 예정일 ${year}년 ${month}월 ${day}일`)
    const mail = await expectMail(consumer.email, number, label)
    expect(mail.text).toContain(note)
    expect(mail.text).toContain(serviceFlow.next[status])
    expect(mail.text).toContain(`/user/service/view/${id}`)
  }
  // The queue above the list: counts per status and the requests to take first…
  await staffPage.goto(`${cmsURL}/admin/collections/service-requests`)
  const counts = staffPage.getByRole('list', { name: '상태별 건수' })
  await expect(counts.locator('[data-status="completed"]')).toContainText(/수리 완료 \d+/)
  await expect(staffPage.getByRole('table', { name: '먼저 처리할 신청' })).toBeVisible()
  await attachScreenshot(staffPage, testInfo, 'staff queue')
  // …and what the list's search finds is what the queue counts: this one request, completed.
  await adminHydrated(staffPage)
  await staffPage.locator('#search-filter-input').fill(number)
  await expect(staffPage).toHaveURL(new RegExp(`search=${number}`))
  await expect(staffPage.locator('[data-queue-search]')).toContainText(number)
  await expect(counts.locator('[data-status="completed"]')).toHaveText('수리 완료 1')
  await expect(counts.locator('[data-status="requested"]')).toHaveText('접수 대기 0')
  await expect(staffPage.getByText('기다리는 신청이 없습니다.')).toBeVisible()
  await staffContext.close()
  await expect(page.locator('.service-timeline__entry')).toHaveCount(4)
  await expect(page.getByRole('img', { name: '첨부 사진 1' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: '신청 취소' })).toHaveCount(0)
  await noAxeViolations(page)
  await attachScreenshot(page, testInfo, 'timeline')

  await page.goto('/user/service/current')
  await expect(page.getByRole('list', { name: '종료된 A/S' }).locator(`[data-number="${number}"]`)).toContainText('수리 완료')
  expect((await mailsTo(consumer.email)).filter((mail) => mail.subject.includes(number))).toHaveLength(4)
})

test('a mail-in with its return address; cancelled while it waits, after a confirm; not once staff received it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-mail')
  const first = await deviceFor(admin, consumer.email, { daysAgo: 800 })
  const second = await deviceFor(admin, consumer.email)

  await page.goto(`/service/${first.serialNumber}`)
  await expect(page.getByTestId('warranty-cover')).toContainText('유상 수리')
  await fillServiceForm(page, 'mail')
  await page.getByLabel('우편번호').fill('123')
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(page.getByLabel('우편번호')).toHaveAccessibleDescription('우편번호 5자리를 입력하세요.')
  await page.getByLabel('우편번호').fill('04524')
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
  await expect(page.getByRole('main')).toContainText('적어 주신 주소로 보내 드립니다')
  const id = requestIdOf(page)

  await page.goto(`/user/service/view/${id}`)
  await expect(page.getByRole('main')).toContainText('(04524) 서울 중구 세종대로 110, 3층')
  await expect(page.getByRole('main')).toContainText('010-1234-5678')
  await waitForHydration(page)
  // Closing the dialog changes nothing; confirming cancels.
  await page.getByRole('main').getByRole('button', { name: '신청 취소' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '닫기' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.locator('.service__summary .status-badge')).toHaveText('접수 대기')
  await page.getByRole('main').getByRole('button', { name: '신청 취소' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('취소한 신청은 되돌릴 수 없고')
  await page.getByRole('alertdialog').getByRole('button', { name: '신청 취소' }).click()
  await expect(page.locator('.service__summary .status-badge')).toHaveText('신청 취소')
  await expect(page.getByRole('main').getByRole('button', { name: '신청 취소' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '매장 변경' })).toHaveCount(0)

  // The second device: the page is open while staff receive it; cancelling then is refused.
  const secondId = await fileVisitByPost(page, second.serialNumber)
  await page.goto(`/user/service/view/${secondId}`)
  await waitForHydration(page)
  expect((await admin.patch(`/api/service-requests/${secondId}`, { status: 'received', statusNote: '택배를 받았습니다.' })).status()).toBe(200)
  await page.getByRole('main').getByRole('button', { name: '신청 취소' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '신청 취소' }).click()
  await expect(page.getByRole('alert')).toContainText("'접수 완료' 상태에서 '신청 취소'(으)로 바꿀 수 없습니다.")
  await expect(page.locator('.service__summary .status-badge')).toHaveText('접수 완료')
  await expect(page.getByRole('main').getByRole('button', { name: '신청 취소' })).toHaveCount(0)
  const stored = await (await admin.get(`/api/service-requests/${secondId}?depth=0`)).json()
  expect(stored.status).toBe('received')
})

test('a status note goes out with one change: the form is empty after saving, and the next change mails no old note', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-note')
  const device = await deviceFor(admin, consumer.email)
  const id = await fileVisitByPost(page, device.serialNumber)
  const { number } = await (await admin.get(`/api/service-requests/${id}?depth=0`)).json()

  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await adminPanel(staffPage)
  const note = '홍대 직영점에 기기를 가져와 주세요.'
  await moveInAdmin(staffPage, id, '접수 완료', note)
  await expect(staffPage.locator('#field-statusNote')).toHaveValue('')
  // The next step from the same page, with nothing written in the note.
  await chooseStatusAndSave(staffPage, id, '수리 중', null)
  await staffContext.close()
  expect((await expectMail(consumer.email, number, '접수 완료')).text).toContain(note)
  expect((await expectMail(consumer.email, number, '수리 중')).text).not.toContain(note)
  const { timeline } = await (await admin.get(`/api/service-requests/${id}?depth=0`)).json()
  expect(timeline.map((entry: { status: string; note?: string | null }) => [entry.status, entry.note ?? null])).toEqual([
    ['requested', null],
    ['received', note],
    ['in-repair', null],
  ])
})

test('the shop of a waiting visit changes to another A/S shop', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-shop')
  const device = await deviceFor(admin, consumer.email)
  await page.goto(`/service/${device.serialNumber}`)
  await fillServiceForm(page, 'visit')
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
  const id = requestIdOf(page)
  const before = (await (await admin.get(`/api/service-requests/${id}?depth=1`)).json()).shop

  await page.goto(`/user/service/view/${id}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: '매장 변경' }).click()
  await expect(page).toHaveURL(`/user/service/shop/${id}`)
  await expect(page.getByRole('main')).toContainText(`지금 매장: ${before.name}`)
  await waitForHydration(page)
  const picker = page.getByLabel('방문할 매장')
  await picker.selectOption({ index: 2 })
  const chosen = (await picker.locator('option:checked').textContent())!.replace(/\s*\(.*$/, '')
  expect(chosen).not.toBe(before.name)
  await page.getByRole('button', { name: '이 매장으로 바꾸기' }).click()
  await expect(page).toHaveURL(`/user/service/view/${id}`)
  await expect(page.getByTestId('service-shop')).toContainText(chosen)
  expect((await (await admin.get(`/api/service-requests/${id}?depth=1`)).json()).shop.name).toBe(chosen)
})

test('the shops to visit come nearest first once the visitor lets the browser tell where they are', async ({ browser, request }, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const context = await browser.newContext({ permissions: ['geolocation'], locale: 'ko-KR' })
  try {
    const page = await context.newPage()
    const consumer = await signedInConsumer(page, testInfo, 'as-nearest')
    const device = await deviceFor(admin, consumer.email)
    await page.goto(`/service/${device.serialNumber}`)
    await waitForHydration(page)
    await page.getByLabel(/^매장 방문/).check()
    const options = page.getByLabel('방문할 매장').locator('option')
    // Stand at the shop the list shows last, so nearest first has to move it to the top (10 m: the shortest distance shown).
    const last = (await options.last().textContent())!.replace(/\s*\(.*$/, '')
    const { docs } = await (await admin.get(`/api/shops?where[name][equals]=${encodeURIComponent(last)}&depth=0`)).json()
    expect(docs, `shop ${last}`).toHaveLength(1)
    await context.setGeolocation({ latitude: docs[0].latitude, longitude: docs[0].longitude })
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click()
    await expect(options.nth(1)).toHaveText(new RegExp(`^${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.* · 10m\\)$`))
    await expect(page.getByRole('button', { name: '다시 가까운 순으로' })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('a double submit files one request, and the retry lands on it', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'as-double')
  const device = await deviceFor(admin, consumer.email)
  await page.goto(`/service/${device.serialNumber}`)
  await fillServiceForm(page, 'visit')
  const key = await page.locator('input[name="idempotencyKey"]').inputValue()
  const shop = await page.getByLabel('방문할 매장').inputValue()

  // The same form sent twice at once, as a double click without JavaScript would.
  const answers = await Promise.all([postForm(page, visitFields(device.serialNumber, key, shop)), postForm(page, visitFields(device.serialNumber, key, shop))])
  const bodies = await Promise.all(answers.map((answer) => answer.json()))
  expect(answers.map((answer) => answer.status())).toEqual([200, 200])
  expect(bodies[0].location).toMatch(/\/user\/service\/complete\?service=\d+$/)
  expect(bodies[1].location).toBe(bodies[0].location)
  // And the button clicked twice in the page: still the one request.
  await page.getByRole('button', { name: 'A/S 신청하기' }).dblclick()
  await expect(page).toHaveURL(bodies[0].location)
  const { docs } = await (await admin.get(`/api/service-requests?where[device][equals]=${device.id}&depth=0`)).json()
  expect(docs).toHaveLength(1)
})

test('another customer finds neither the request, its photo, nor the device', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const owner = await signedInConsumer(page, testInfo, 'as-owner')
  const device = await deviceFor(admin, owner.email)
  await page.goto(`/service/${device.serialNumber}`)
  await fillServiceForm(page, 'visit')
  await page.getByLabel(/^사진/).setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') })
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
  const number = (await page.getByTestId('service-number').textContent())!
  const id = requestIdOf(page)
  await page.goto(`/user/service/view/${id}`)
  const photoUrl = await page.getByRole('img', { name: '첨부 사진 1' }).getAttribute('src')
  expect((await page.request.get(photoUrl!)).status()).toBe(200)

  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signedInConsumer(other, testInfo, 'as-other')
  for (const path of [`/user/service/view/${id}`, `/user/service/shop/${id}`, `/user/service/complete?service=${id}`, `/service/${device.serialNumber}`]) {
    const response = await other.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('요청하신 페이지를 찾을 수 없습니다.')
    await expect(other.locator('body')).not.toContainText(number)
  }
  expect((await other.request.get(photoUrl!)).status()).toBe(404)
  await other.goto('/user/service/current')
  await expect(other.getByText('신청한 A/S가 없습니다')).toBeVisible()
  // Nor can it file for the device through the form's endpoint.
  const filed = await postForm(other, visitFields(device.serialNumber, 'other-customer-key-1', '1'))
  expect(filed.status()).toBe(404)
  await otherContext.close()
})
