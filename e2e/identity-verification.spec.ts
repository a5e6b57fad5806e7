// Journey: 본인인증 (docs/decisions/0060, 0061). A new customer verifies being an adult through
// PortOne (the local stand-in, stand-ins/portone) at device registration and registers; a minor is
// refused in Korean and nothing of them is kept; a second account of the same person cannot take
// a second trade-in of a 1인당 1대 event and is told where they took part. Customers, devices and
// events are made through the APIs; what a test is about goes through the page.
import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { identityMessages } from '@storefront/rules/identity'
import { seoulDay } from '@storefront/rules/seoul-date'
import { existingConsumer, signInThroughApi } from './account-support'
import { minor, newPerson, type Person, verifyInPage, verifyThroughApi } from './identity-support'
import { deviceFor } from './service-support'
import { attachScreenshot, cmsAsAdmin, ownClientAddress, waitForHydration } from './support'
import { eventFor, fileMailInTradeIn } from './trade-in-support'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>

// The check and the writes are limited per client: each test is a visitor of its own.
test.beforeEach(({ context }) => ownClientAddress(context))

async function newSerial(admin: Admin) {
  const { docs } = await (await admin.get('/api/products?where[code][equals]=VP-AIR&depth=0')).json()
  const serialNumber = `E2E-IV${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  expect((await admin.post('/api/serials', { serialNumber, product: docs[0].id, status: 'available' })).status()).toBe(201)
  return serialNumber
}

/** A customer of this test's own, signed in through the API. */
async function newCustomer(page: Page, label: string) {
  const consumer = await existingConsumer(test.info(), label)
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  return consumer
}

const customerOf = async (admin: Admin, email: string) =>
  (await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()).docs[0] as {
    id: number
    identity?: { adultVerifiedAt?: string | null; name?: string | null; phone?: string | null }
  }

/** Through /device/register to the sign-in step with the serial kept. */
async function checkSerial(page: Page, serial: string) {
  await page.goto('/device/register')
  await waitForHydration(page)
  await page.getByLabel('일련번호', { exact: true }).fill(serial)
  await page.getByRole('button', { name: '정품 확인' }).click()
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
  await waitForHydration(page)
}

const mobile = (person: Person) => person.phoneNumber.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3')

test('a new customer verifies through PortOne at registration and registers the device', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin)
  const consumer = await newCustomer(page, 'iv-adult')
  const person = newPerson()

  await checkSerial(page, serial)
  await expect(page.getByRole('group', { name: '성인 본인인증' })).toContainText('주민등록번호는 저장하지 않습니다')
  await attachScreenshot(page, testInfo, 'verify')
  await verifyInPage(page, person)

  // Back from the carrier's window, verified: straight on to the warranty details.
  await expect(page).toHaveURL(/\/device\/register\/license$/)
  await waitForHydration(page)
  await page.getByLabel('구입일').fill(seoulDay(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)))
  await page.getByLabel('공식 온라인 스토어').check()
  await page.getByRole('checkbox', { name: /품질 보증 약관/ }).check()
  await page.getByRole('checkbox', { name: /개인정보 수집·이용/ }).check()
  await page.getByRole('button', { name: '정품 등록하기' }).click()
  await expect(page).toHaveURL(/\/device\/register\/complete\?device=\d+$/)
  await expect(page.getByText(serial)).toBeVisible()

  // What the CMS kept: when, the verified name and phone; never the birth date.
  const customer = await customerOf(admin, consumer.email)
  expect(customer.identity).toMatchObject({ name: person.name, phone: mobile(person) })
  expect(Date.parse(customer.identity?.adultVerifiedAt ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000)
  expect(JSON.stringify(customer)).not.toContain(person.birthDate)
})

test('a minor is refused in Korean, and nothing of them is kept nor registered', async ({ page, request }, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const serial = await newSerial(admin)
  const consumer = await newCustomer(page, 'iv-minor')

  await checkSerial(page, serial)
  await verifyInPage(page, minor())
  await expect(page).toHaveURL(/\/device\/register\/auth\?identity=minor$/)
  await expect(page.getByText(identityMessages.minor)).toBeVisible()
  await attachScreenshot(page, testInfo, 'minor')

  const customer = await customerOf(admin, consumer.email)
  expect(customer.identity?.adultVerifiedAt ?? null).toBeNull()
  expect(customer.identity?.name ?? null).toBeNull()
  // The next step stays shut, and the serial stays free.
  await page.goto('/device/register/license')
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
  const { docs } = await (await admin.get(`/api/devices?where[serialNumber][equals]=${serial}&depth=0`)).json()
  expect(docs).toEqual([])
})

test('a second account of the same person cannot take a second trade-in, and is told where they took part', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const event = await eventFor(admin, request, { limit: 1 })
  const person = newPerson()

  // The first account, verified and filed through the APIs.
  const firstContext = await browser.newContext()
  await ownClientAddress(firstContext)
  const first = await existingConsumer(testInfo, 'iv-first')
  await signInThroughApi(firstContext, first.email, first.password)
  await verifyThroughApi(firstContext.request, person)
  const firstDevice = await deviceFor(admin, first.email)
  const filed = await fileMailInTradeIn(firstContext.request, event.id, firstDevice.serialNumber)
  expect(filed.status(), await filed.text()).toBe(200)
  await firstContext.close()

  const { docs: filedDocs } = await (await admin.get(`/api/trade-ins?where[event][equals]=${event.id}&depth=0`)).json()
  const firstTradeIn = filedDocs[0] as { number: string }

  // The same person's second account: asked to verify at the form, then told at once, where the
  // form would be, that they took part and from which account — not after filling it in.
  const second = await newCustomer(page, 'iv-second')
  const device = await deviceFor(admin, second.email)
  await page.goto(`/trade-in/${event.id}/request/${device.serialNumber}`)
  await waitForHydration(page)
  await verifyInPage(page, { ...person, phoneNumber: newPerson().phoneNumber })
  await expect(page).toHaveURL(`/trade-in/${event.id}/request/${device.serialNumber}`)
  const refusal = page.getByRole('status').filter({ hasText: '이 기기로는 신청할 수 없습니다' })
  await expect(refusal).toContainText(/이미 참여하셨습니다/)
  await expect(refusal).toContainText(event.title)
  const taken = refusal.getByRole('list', { name: '다른 계정으로 참여한 내역' })
  await expect(taken).toContainText(`이메일 계정 ${first.email[0]}***@${first.email.split('@')[1]}`)
  await expect(taken).toContainText(`신청 번호 ${firstTradeIn.number}`)
  await expect(page.getByRole('button', { name: /보상 판매 신청하기/ })).toHaveCount(0)
  await attachScreenshot(page, testInfo, 'already taken part')

  // My devices for the event say the same, with no way into the form.
  await page.goto(`/trade-in/${event.id}/me`)
  await expect(page.getByRole('note')).toContainText('같은 명의의 다른 계정으로 이미 참여하셨습니다')
  const offered = page.locator(`[data-serial="${device.serialNumber}"]`)
  await expect(offered).toContainText('이미 참여하셨습니다')
  await expect(offered.getByRole('link', { name: '이 기기로 신청하기' })).toHaveCount(0)
  const { totalDocs } = await (await admin.get(`/api/trade-ins?where[event][equals]=${event.id}&limit=1&depth=0`)).json()
  expect(totalDocs).toBe(1)
})
