// Attack: one customer sending write after write. Every consumer write of the storefront counts
// against a limit per session and one per account (docs/decisions/0080; the numbers:
// docs/product.md#rate-limits): after twenty in ten minutes from one session, refused or not, the
// next is answered 429 with the Korean wait message and files nothing; a second session of the
// same customer writes on only until the account's thirtieth. The 본인인증 button the limit refuses
// in the browser says the same on the page.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { signInAsOwnCustomer, signInThroughApi } from './account-support'
import { deviceFor } from './service-support'
import { cmsAsAdmin, fromStorefront, ownClientAddress, waitForHydration } from './support'

const { perSession, perAccount } = RATE_LIMITS.storefrontWrites

const mailIn = {
  symptom: 'power',
  description: '전원 버튼을 눌러도 켜지지 않습니다.',
  method: 'mail',
  name: '김제한',
  phone: '010-2345-6789',
  postalCode: '04524',
  address: '서울 중구 세종대로 110',
}

test('a customer’s writes are limited per session and per account: refused in Korean, filing nothing', async ({ browser, page, request }, testInfo) => {
  test.setTimeout(90_000)
  // An address of its own, so only this customer's writes are counted.
  const address = await ownClientAddress(page.context())
  const consumer = await signInAsOwnCustomer(page, testInfo, 'write-limit')
  const admin = await cmsAsAdmin(request)
  const [first, second] = [await deviceFor(admin, consumer.email), await deviceFor(admin, consumer.email)]
  const fileFrom = (session: typeof page.request) => (fields: Record<string, string>) =>
    session.post('/api/service/request', {
      headers: { ...fromStorefront, accept: 'application/json', 'x-forwarded-for': address },
      multipart: fields,
      maxRedirects: 0,
    })
  const file = fileFrom(page.request)
  const filed = async (device: number) => (await (await admin.get(`/api/service-requests?where[device][equals]=${device}&limit=1`)).json()).totalDocs
  const waitMessage = /^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/

  // One request filed, then the form refuses the rest on their content: the session's share of writes.
  expect((await file({ serialNumber: first.serialNumber, ...mailIn })).status()).toBe(200)
  for (let write = 2; write <= perSession.points; write++) expect((await file({ serialNumber: second.serialNumber })).status(), `write ${write}`).toBe(400)

  // The next, a request the form would take, is refused with when to try again.
  const refused = await file({ serialNumber: second.serialNumber, ...mailIn })
  expect(refused.status()).toBe(429)
  expect((await refused.json()).errors.form).toMatch(waitMessage)
  expect(await filed(second.id)).toBe(0)
  expect(await filed(first.id)).toBe(1)

  // A second session of the same customer (another device) writes on, up to the account's budget.
  const laptop = await browser.newContext()
  await signInThroughApi(laptop, consumer.email, consumer.password)
  const fileOnLaptop = fileFrom(laptop.request)
  for (let write = perSession.points + 1; write <= perAccount.points; write++)
    expect((await fileOnLaptop({ serialNumber: second.serialNumber })).status(), `write ${write}`).toBe(400)
  const refusedOnLaptop = await fileOnLaptop({ serialNumber: second.serialNumber, ...mailIn })
  expect(refusedOnLaptop.status()).toBe(429)
  expect((await refusedOnLaptop.json()).errors.form).toMatch(waitMessage)
  expect(await filed(second.id)).toBe(0)
  await laptop.close()

  // Starting a 본인인증 is a write too: refused on the page, in Korean, with when to try again.
  const { docs: products } = await (await admin.get('/api/products?where[code][equals]=VP-AIR&depth=0')).json()
  const serialNumber = `E2E-WL${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  expect((await admin.post('/api/serials', { serialNumber, product: products[0].id, status: 'available' })).status()).toBe(201)
  await page.goto('/device/register')
  await waitForHydration(page)
  await page.getByLabel('일련번호', { exact: true }).fill(serialNumber)
  await page.getByRole('button', { name: '정품 확인' }).click()
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click()
  await expect(page.getByText(waitMessage)).toBeVisible()
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
})
