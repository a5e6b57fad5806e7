// Attack: one customer sending write after write. Every consumer write of the storefront counts
// against one limit per account (docs/decisions/0016): after thirty in ten minutes, refused or
// not, the next is answered 429 with the Korean wait message and files nothing; the 본인인증 button
// the limit refuses in the browser says the same on the page.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { deviceFor } from './service-support'
import { cmsAsAdmin, fromStorefront, ownClientAddress, waitForHydration } from './support'

const mailIn = {
  symptom: 'power',
  description: '전원 버튼을 눌러도 켜지지 않습니다.',
  method: 'mail',
  name: '김제한',
  phone: '010-2345-6789',
  postalCode: '04524',
  address: '서울 중구 세종대로 110',
}

test('a customer’s writes share one limit: the 31st in ten minutes is refused in Korean and files nothing', async ({ page, request }, testInfo) => {
  // An address of its own, so only this customer's writes are counted.
  const address = await ownClientAddress(page.context())
  const consumer = await signInAsOwnCustomer(page, testInfo, 'write-limit')
  const admin = await cmsAsAdmin(request)
  const [first, second] = [await deviceFor(admin, consumer.email), await deviceFor(admin, consumer.email)]
  const file = (fields: Record<string, string>) =>
    page.request.post('/api/service/request', {
      headers: { ...fromStorefront, accept: 'application/json', 'x-forwarded-for': address },
      multipart: fields,
      maxRedirects: 0,
    })
  const filed = async (device: number) => (await (await admin.get(`/api/service-requests?where[device][equals]=${device}&limit=0`)).json()).totalDocs

  // One request filed, then 29 the form refuses on their content: thirty writes.
  expect((await file({ serialNumber: first.serialNumber, ...mailIn })).status()).toBe(200)
  for (let write = 2; write <= 30; write++) expect((await file({ serialNumber: second.serialNumber })).status(), `write ${write}`).toBe(400)

  // The 31st, a request the form would take, is refused with when to try again.
  const refused = await file({ serialNumber: second.serialNumber, ...mailIn })
  expect(refused.status()).toBe(429)
  expect((await refused.json()).errors.form).toMatch(/^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)
  expect(await filed(second.id)).toBe(0)
  expect(await filed(first.id)).toBe(1)

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
  await expect(page.getByText(/^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)).toBeVisible()
  await expect(page).toHaveURL(/\/device\/register\/auth$/)
})
