// Journey: genuine-device registration (docs/product.md#genuine-device-registration). A visitor goes from the home page's button
// through the genuineness check, sign-up and 본인인증 (the PortOne stand-in) to a registered device with its
// warranty end; a signed-in customer registers more; every refusal is in Korean; a double submit
// makes one device; my devices lists them; another customer can neither see nor take them.
// Each test makes its own serials through the CMS as admin, so runs and repeats never collide.
import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { seoulDay } from '@storefront/rules/seoul-date'
import { warrantyEndDay } from '@storefront/rules/warranty'
import { RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { existingConsumer, signInThroughApi, strongPassword, uniqueEmail } from './account-support'
import { newPerson, verifyInPage, verifyThroughApi } from './identity-support'
import { attachScreenshot, cmsAsAdmin, fromStorefront, ownClientAddress, waitForHydration } from './support'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const daysAgo = (days: number) => seoulDay(new Date(Date.now() - days * 24 * 60 * 60 * 1000))

async function productId(admin: Admin, code: string): Promise<number> {
  const { docs } = await (await admin.get(`/api/products?where[code][equals]=${code}&depth=0`)).json()
  return docs[0].id
}

/** A fresh genuine serial of `code`'s model, with an authentication code when given. */
async function newSerial(admin: Admin, code: 'VP-AIR' | 'VP-PRO' | 'VP-MINI', options: { authCode?: string; status?: string } = {}) {
  const serialNumber = `E2E-${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`
  const response = await admin.post('/api/serials', {
    serialNumber,
    product: await productId(admin, code),
    status: options.status ?? 'available',
    authCode: options.authCode,
  })
  expect(response.status(), `serial ${serialNumber}`).toBe(201)
  return serialNumber
}

const devicesOf = async (admin: Admin, serialNumber: string) =>
  (await (await admin.get(`/api/devices?where[serialNumber][equals]=${serialNumber}&depth=1`)).json()).docs as Array<{
    id: number
    status: string
    warrantyEnd: string
    receipt: { id: number } | null
    customer: { email: string; identity?: { adultVerifiedAt?: string } }
  }>

/** On /device/register: types the serial (and code) as people do, and asks. */
async function check(page: Page, serial: string, authCode?: string) {
  await page.goto('/device/register')
  await waitForHydration(page)
  await page.getByLabel('일련번호', { exact: true }).fill(serial)
  if (authCode) await page.getByLabel(/인증 코드/).fill(authCode)
  await page.getByRole('button', { name: '정품 확인' }).click()
}

/** The license step: terms, purchase day and place; then the one submit. */
async function fillLicense(page: Page, purchaseDay: string, place: 'marketplace' | 'shop') {
  await expect(page).toHaveURL(/\/device\/register\/license$/)
  await waitForHydration(page)
  await page.getByLabel('구입일').fill(purchaseDay)
  if (place === 'marketplace') await page.getByLabel('공식 온라인 스토어').check()
  else {
    await page.getByLabel(/바포레 매장/).check()
    await page.getByLabel('구입한 매장').selectOption({ index: 1 })
  }
  await page.getByRole('checkbox', { name: /품질 보증 약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
}

/** The genuine product the check found, shown on the sign-in step. */
const checkedProduct = (page: Page) => page.getByRole('status').filter({ hasText: '정품 확인 완료' })

/** The sign-in step's 본인인증, through the carrier's window of the PortOne stand-in. */
async function verifyAdult(page: Page) {
  await expect(page).toHaveURL(/\/device\/register\/auth/)
  await waitForHydration(page)
  await verifyInPage(page, newPerson())
}

/** A customer of the test's own, signed in and verified adult through the APIs: the check goes straight on to the license step. */
async function signedInCustomer(page: Page, label: string) {
  const consumer = await existingConsumer(test.info(), label)
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  await verifyThroughApi(page.request)
  return consumer
}

// The check is limited per client (30 in 15 minutes): each test is a visitor of its own, so the
// journeys and their repeats never spend one another's budget.
test.beforeEach(({ context }) => ownClientAddress(context))

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([])
}

test('a visitor registers from the home page through sign-up to a warranty end date', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin, 'VP-AIR')
  const email = uniqueEmail(testInfo, 'device')

  await page.goto('/')
  await page.getByRole('link', { name: '정품 등록하기' }).first().click()
  await expect(page).toHaveURL(/\/device\/register$/)
  await waitForHydration(page)
  await noAxeViolations(page)
  // Typed as people do: lower case, spaces for hyphens.
  await page.getByLabel('일련번호', { exact: true }).fill(` ${serial.toLowerCase().replace('-', ' ')} `)
  await page.getByRole('button', { name: '정품 확인' }).click()

  await expect(page).toHaveURL(/\/device\/register\/auth$/)
  await expect(checkedProduct(page)).toContainText('바포레 에어')
  await expect(checkedProduct(page)).toContainText(serial)
  await expect(page.getByRole('img', { name: /바포레 에어/ })).toBeVisible()
  await attachScreenshot(page, testInfo, 'checked')
  await waitForHydration(page)
  await page.getByRole('link', { name: '회원가입' }).click()

  await expect(page).toHaveURL(/\/register\?redirect=%2Fdevice%2Fregister%2Fauth$/)
  await waitForHydration(page)
  await page.getByLabel('이메일', { exact: true }).fill(email)
  await page.getByLabel('비밀번호').fill(strongPassword())
  await page.getByLabel('이름').fill('김등록')
  await page.getByRole('checkbox', { name: /서비스 이용약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
  await page.getByRole('button', { name: '가입하기' }).click()

  // Back with the serial kept: verify being an adult.
  await expect(checkedProduct(page)).toContainText(serial)
  await verifyAdult(page)

  const purchaseDay = daysAgo(40)
  await fillLicense(page, purchaseDay, 'marketplace')
  // A file of another kind is refused in Korean before anything is sent; a phone photo goes.
  const receipt = page.getByLabel(/구매 영수증/)
  await receipt.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(receipt).toHaveAccessibleDescription(/사진\(JPG·PNG·WEBP·HEIC\) 또는 PDF 파일만/)
  await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') })
  await expect(page.getByText('1개 선택됨')).toBeVisible()
  await expect(page.getByRole('list', { name: '선택한 파일' })).toContainText('receipt.png')
  // The receipt's problem went with the file that caused it.
  await expect(page.getByText(/사진\(JPG·PNG·WEBP·HEIC\) 또는 PDF 파일만/)).toBeHidden()
  await noAxeViolations(page)
  await attachScreenshot(page, testInfo, 'license')
  await page.getByRole('button', { name: '정품 등록하기' }).click()

  await expect(page).toHaveURL(/\/device\/register\/complete\?device=\d+$/)
  const end = warrantyEndDay(purchaseDay, 12)
  await expect(page.getByTestId('warranty-end')).toHaveText(end)
  await expect(page.getByText(serial)).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: '내 기기 보기' })).toHaveAttribute('href', '/user/device')
  await expect(main.getByRole('link', { name: 'A/S 신청' })).toHaveAttribute('href', `/service/${serial}`)
  await attachScreenshot(page, testInfo, 'complete')

  // Staff see it in the CMS: this customer's, verified adult, the receipt attached.
  const [device] = await devicesOf(admin, serial)
  expect(device).toMatchObject({ status: 'active', customer: { email } })
  expect(seoulDay(new Date(device.warrantyEnd))).toBe(end)
  expect(device.receipt).not.toBeNull()
  expect(Date.parse(device.customer.identity?.adultVerifiedAt ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000)
})

test('a signed-in customer registers two devices, one with its code; my devices shows both with their warranties', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const pro = await newSerial(admin, 'VP-PRO', { authCode: 'K7Q2M9' })
  const air = await newSerial(admin, 'VP-AIR')
  await signedInCustomer(page, 'second-device')

  await check(page, pro, 'k7q2-m9')
  const proDay = daysAgo(400)
  await fillLicense(page, proDay, 'shop')
  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(page.getByTestId('warranty-end')).toHaveText(warrantyEndDay(proDay, 24))

  // Verified: straight from the check to the license step, each time.
  await check(page, air)
  const airDay = daysAgo(400)
  await fillLicense(page, airDay, 'marketplace')
  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(page.getByTestId('warranty-end')).toHaveText(warrantyEndDay(airDay, 12))

  await page.getByRole('main').getByRole('link', { name: '내 기기 보기' }).click()
  await expect(page).toHaveURL('/user/device')
  const proItem = page.locator(`[data-serial="${pro}"]`)
  const airItem = page.locator(`[data-serial="${air}"]`)
  await expect(proItem).toContainText('바포레 프로')
  await expect(proItem).toContainText(proDay)
  await expect(proItem).toContainText(`${warrantyEndDay(proDay, 24)}까지 보증`)
  await expect(airItem).toContainText('보증 기간 만료')
  await expect(proItem.getByRole('link', { name: 'A/S 신청' })).toHaveAttribute('href', `/service/${pro}`)
  await expect(proItem.getByRole('img', { name: /바포레 프로/ })).toBeVisible()
  await noAxeViolations(page)
  await attachScreenshot(page, testInfo, 'my devices')
})

test('every refusal of the check says why in Korean, next to the field, and registers nothing', async ({ page, request }) => {
  const admin = await cmsAsAdmin(request)
  const coded = await newSerial(admin, 'VP-PRO', { authCode: 'H4N8P2' })
  const blocked = await newSerial(admin, 'VP-MINI', { status: 'blocked' })
  const taken = await newSerial(admin, 'VP-AIR', { status: 'registered' })
  const serialField = page.getByLabel('일련번호', { exact: true })
  const codeField = page.getByLabel(/인증 코드/)

  await check(page, 'AB')
  // Caught in the browser, before anything is sent.
  await expect(page).toHaveURL(/\/device\/register$/)
  await expect(serialField).toHaveAccessibleDescription(/영문과 숫자 6–32자/)

  await check(page, `E2E-NOPE${randomUUID().slice(0, 6).toUpperCase()}`)
  await expect(serialField).toHaveAccessibleDescription(/정품 일련번호가 아닙니다/)
  await check(page, blocked)
  await expect(serialField).toHaveAccessibleDescription(/등록할 수 없는 일련번호/)
  await check(page, taken)
  await expect(serialField).toHaveAccessibleDescription(/이미 정품 등록된 제품/)
  await check(page, coded)
  await expect(codeField).toHaveAccessibleDescription(/인증 코드를 함께 입력/)
  await check(page, coded, 'H4N8P3')
  await expect(codeField).toHaveAccessibleDescription(/인증 코드가 맞지 않습니다/)
  // The serial stays in the field to correct the code; the code is never put in the address.
  await expect(serialField).toHaveValue(coded)
  expect(page.url()).not.toContain('H4N8P3')
  await noAxeViolations(page)

  for (const serial of [coded, blocked]) expect(await devicesOf(admin, serial)).toHaveLength(0)
})

test('the check works before the page has any JavaScript', async ({ browser, request }) => {
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin, 'VP-MINI')
  const context = await browser.newContext({ javaScriptEnabled: false })
  await ownClientAddress(context)
  const page = await context.newPage()
  await page.goto('/device/register')
  await page.getByLabel('일련번호', { exact: true }).fill(serial.toLowerCase())
  await page.getByRole('button', { name: '정품 확인' }).click()
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
  await expect(checkedProduct(page)).toContainText('바포레 미니')
  await context.close()
})

test('a visitor who checks too often is asked to wait, in Korean, and the check is not run', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const genuine = await newSerial(admin, 'VP-AIR')
  // The address's every check as the plain form posts them (the page's own form, without a
  // browser's pace), a few at a time.
  const { points } = RATE_LIMITS.serialCheck.perAddress
  for (let first = 0; first < points; first += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, points - first) }, (_, n) =>
        page.request.post('/api/devices/check', { form: { serialNumber: `E2E-LIMIT${first + n}X` }, headers: fromStorefront, maxRedirects: 0 }),
      ),
    )
    for (const answer of answers) expect(answer.headers().location).toContain('error=unknown')
  }
  await check(page, genuine)
  await expect(page).toHaveURL(/\/device\/register\?/)
  await expect(page.getByText('확인 요청이 너무 많습니다. 잠시 후 다시 시도하세요.')).toBeVisible()
  // Another visitor is not held back by this one.
  await ownClientAddress(page.context())
  await check(page, genuine)
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
})

test('five wrong codes lock the serial for 30 minutes, even to the right code', async ({ page, request }) => {
  const admin = await cmsAsAdmin(request)
  const coded = await newSerial(admin, 'VP-PRO', { authCode: 'K7M3Q9' })
  for (let attempt = 0; attempt < 5; attempt++) {
    await check(page, coded, `K7M3Q${attempt}`)
    await expect(page.getByLabel(/인증 코드/)).toHaveAccessibleDescription(/인증 코드가 맞지 않습니다/)
  }
  await check(page, coded, 'K7M3Q9')
  await expect(page).toHaveURL(/\/device\/register\?/)
  await expect(page.getByText(/30분 뒤에 다시 시도/)).toBeVisible()
  expect(await devicesOf(admin, coded)).toHaveLength(0)
})

test('a double-submitted registration makes one device, and the retry lands on it', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin, 'VP-AIR')
  await signedInCustomer(page, 'double')
  await check(page, serial)
  await fillLicense(page, daysAgo(3), 'marketplace')
  const key = await page.locator('input[name="idempotencyKey"]').inputValue()

  // The same form sent twice at once, as a double click without JavaScript would (same cookies).
  const form = { idempotencyKey: key, purchaseDate: daysAgo(3), purchaseChannel: 'marketplace', termsAccepted: 'on', privacyAccepted: 'on' }
  const send = () => page.request.post('/api/devices/register', { multipart: form, headers: { ...fromStorefront, accept: 'application/json' } })
  const answers = await Promise.all([send(), send()])
  const bodies = await Promise.all(answers.map((answer) => answer.json()))
  expect(answers.map((answer) => answer.status())).toEqual([200, 200])
  expect(bodies[0].location).toMatch(/\/device\/register\/complete\?device=\d+$/)
  expect(bodies[1].location).toBe(bodies[0].location)
  // And the button clicked twice in the page: still the same one device.
  await page.getByRole('button', { name: '정품 등록하기' }).dblclick()
  await expect(page).toHaveURL(bodies[0].location)
  // A person's double click is slower: its second click can land on the page the first one
  // opened, on text it would select as a word. It selects nothing.
  const end = page.getByTestId('warranty-end')
  const box = (await end.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down({ clickCount: 2 })
  await page.mouse.up({ clickCount: 2 })
  expect(await page.evaluate(() => String(window.getSelection()))).toBe('')
  expect(await devicesOf(admin, serial)).toHaveLength(1)
})

test('the license step says what is missing, and each message goes as soon as it is put right', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin, 'VP-AIR')
  await signedInCustomer(page, 'license-messages')
  await check(page, serial)
  await expect(page).toHaveURL(/\/device\/register\/license$/)
  await waitForHydration(page)

  await page.getByRole('button', { name: '정품 등록하기' }).click()
  const messages = ['구입일을 골라 주세요.', '구입하신 곳을 골라 주세요.', '품질 보증 약관에 동의해 주세요.', '개인정보 수집·이용에 동의해 주세요.']
  for (const message of messages) await expect(page.getByText(message)).toBeVisible()
  await attachScreenshot(page, testInfo, 'license with what is missing')

  // Each field put right takes its own message away, and only its own.
  await page.getByLabel('구입일').fill(daysAgo(3))
  await expect(page.getByText(messages[0]!)).toBeHidden()
  for (const message of messages.slice(1)) await expect(page.getByText(message)).toBeVisible()
  await page.getByLabel('공식 온라인 스토어').check()
  await expect(page.getByText(messages[1]!)).toBeHidden()
  await page.getByRole('checkbox', { name: /품질 보증 약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
  for (const message of messages) await expect(page.getByText(message)).toBeHidden()
  expect(await devicesOf(admin, serial)).toHaveLength(0)

  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(page.getByTestId('warranty-end')).toHaveText(warrantyEndDay(daysAgo(3), 12))
})

test('another customer can neither see nor register someone else’s device', async ({ page, request }) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin, 'VP-AIR')
  await signedInCustomer(page, 'owner')
  await check(page, serial)
  await fillLicense(page, daysAgo(10), 'marketplace')
  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(page).toHaveURL(/\/device\/register\/complete\?device=\d+$/)
  const completeUrl = new URL(page.url()).pathname + new URL(page.url()).search

  await page.context().clearCookies()
  await signedInCustomer(page, 'other')
  await page.goto('/user/device')
  await expect(page.getByText('등록한 기기가 없습니다')).toBeVisible()
  await expect(page.getByText(serial)).toHaveCount(0)
  const response = await page.goto(completeUrl)
  expect(response?.status()).toBe(404)
  await expect(page.getByText(serial)).toHaveCount(0)
  await check(page, serial)
  await expect(page.getByLabel('일련번호', { exact: true })).toHaveAccessibleDescription(/이미 정품 등록된 제품/)
  const devices = await devicesOf(admin, serial)
  expect(devices).toHaveLength(1)
})
