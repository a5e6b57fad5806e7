// Helpers of the A/S journey: a signed-in customer with a registered device (made through the CMS
// as admin, as a shop would register it), the mails the CMS sent (the local SMTP catcher,
// stand-ins/mail), and the admin panel as staff use it.
import { randomUUID } from 'node:crypto'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { existingConsumer, signInThroughApi } from './account-support'
import { cmsURL, ownStaff, signIntoAdminPanel, waitForHydration } from './support'
import type { cmsAsAdmin } from './support'
import { toward } from '@storefront/rules/korean'
import { requestFlows } from '@storefront/rules/request-flows'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>
const catcher = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:3192'

export const NUMBER = /AS-\d{8}-\d{4,}/

/** A consumer of their own, signed in on `page`'s browser and known to the CMS; the page is left where it was. */
export async function signedInConsumer(page: Page, testInfo: TestInfo, label: string) {
  const consumer = await existingConsumer(testInfo, label)
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  return consumer
}

/** A device of model `code` registered to the customer with `email`, bought `daysAgo` days ago; of a new serial unless given one. */
export async function deviceFor(admin: Admin, email: string, { code = 'VP-AIR', daysAgo = 30, serialNumber: given = '' } = {}) {
  // The CMS made the customer when the storefront first asked for them (signInThroughApi).
  const { docs: customers } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  expect(customers, `customer ${email} in the CMS`).toHaveLength(1)
  const { docs: products } = await (await admin.get(`/api/products?where[code][equals]=${code}&depth=0`)).json()
  const serialNumber = given || `E2E-AS${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  expect((await admin.post('/api/serials', { serialNumber, product: products[0].id, status: 'available' })).status()).toBe(201)
  const purchaseDate = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString()
  const device = await admin.post('/api/devices', {
    serialNumber,
    customer: customers[0].id,
    purchaseDate,
    purchasePlace: '바포레 홍대 직영점',
    status: 'active',
  })
  expect(device.status(), `device ${serialNumber}`).toBe(201)
  return { serialNumber, id: (await device.json()).doc.id as number }
}

/** A visit to the first A/S shop by name, filed for `device` through the CMS as a shop would. */
export async function fileVisitThroughCms(admin: Admin, device: number) {
  const { docs: shops } = await (await admin.get('/api/shops?where[services][contains]=service&depth=0&limit=1&sort=name')).json()
  const filed = await admin.post('/api/service-requests', {
    device,
    symptom: 'power',
    description: '전원이 켜지지 않습니다.',
    method: 'visit',
    shop: shops[0].id,
  })
  expect(filed.status(), await filed.text()).toBe(201)
  return { doc: (await filed.json()).doc as { id: number; number: string }, shop: shops[0] as { id: number; name: string } }
}

type Mail = { to: string[]; subject: string; text: string }

export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${catcher}/messages?to=${encodeURIComponent(address)}`)
  expect(response.ok).toBe(true)
  return response.json()
}

/** Waits for the mail telling `address` that request `number` is now `label`. */
export async function expectMail(address: string, number: string, label: string) {
  await expect
    .poll(async () => (await mailsTo(address)).map((mail) => mail.subject), { message: `mail '${label}' to ${address}`, timeout: 30_000 })
    .toContainEqual(expect.stringContaining(`${number} ${label}`))
  return (await mailsTo(address)).find((mail) => mail.subject.includes(`${number} ${label}`))!
}

/** The admin panel, signed in as an admin of this journey's own, on a page of its own. */
export async function adminPanel(page: Page) {
  await signIntoAdminPanel(page, await ownStaff(page.request, 'admin'))
}

/** In the admin panel: moves request `id` (A/S, or a trade-in) to `label` with a note for the customer, and saves. */
export async function moveInAdmin(page: Page, id: number, label: string, note: string, collection: 'service-requests' | 'trade-ins' = 'service-requests') {
  await page.goto(`${cmsURL}/admin/collections/${collection}/${id}`)
  await chooseStatusAndSave(page, id, label, note, collection)
}

/**
 * Moves request `id` (A/S, or a trade-in) to `status` with a note for the customer (null: none) as
 * the panel's save does (moveInAdmin), over the API: for the steps a journey is not about. A panel
 * that has the request open holds Payload's edit lock on it for minutes, which refuses another
 * user's write (423); the override lets the admin's through.
 */
export async function moveThroughApi(
  admin: Admin,
  id: number,
  status: string,
  note: string | null,
  collection: 'service-requests' | 'trade-ins' = 'service-requests',
) {
  const moved = await admin.patch(`/api/${collection}/${id}?overrideLock=true`, { status, statusNote: note })
  expect(moved.status(), `${collection} ${id} to ${status}: ${await moved.text()}`).toBe(200)
}

/**
 * The admin panel has hydrated (its Korean provider marks the page): buttons and fields now take
 * input, and what the browser renders is there (fields inside groups, date pickers, join tables;
 * the server sends placeholders for those). The panel's scripts take seconds of CPU to hydrate, and
 * more than ten with three journeys on two cores (seen in full runs), so this waits up to 30 s.
 */
export async function adminHydrated(page: Page) {
  await expect(page.locator('html[data-korean-leftovers="translated"]')).toBeAttached({ timeout: 30_000 })
}

/**
 * On the open edit page of request `id`: writes `note` unless null (the field left as it is), then
 * takes the next step `label` with its button, which saves; a final step is confirmed in its dialog.
 */
export async function chooseStatusAndSave(
  page: Page,
  id: number,
  label: string,
  note: string | null,
  collection: 'service-requests' | 'trade-ins' = 'service-requests',
) {
  const flow = requestFlows[collection]!
  const status = Object.entries(flow.labels).find(([, each]) => each === label)?.[0]
  expect(status, `a status labelled ${label}`).toBeDefined()
  await adminHydrated(page)
  if (note !== null) await page.locator('#field-statusNote').fill(note)
  const saved = page.waitForResponse((response) => response.url().includes(`/api/${collection}/${id}`) && response.request().method() === 'PATCH')
  await page
    .getByRole('group', { name: '다음 단계' })
    .getByRole('button', { name: `${toward(label)} 바꾸기` })
    .click()
  if (!(status! in flow.transitions)) {
    await page
      .getByRole('dialog', { name: `${toward(label)} 바꿀까요?` })
      .getByRole('button', { name: `${toward(label)} 바꾸고 고객에게 알리기` })
      .click()
  }
  expect((await saved).status()).toBe(200)
  await expect(page.locator(`[data-current-status="${status}"]`)).toBeVisible()
}

/**
 * In the admin panel's open edit page: picks `option` in the select field `field` (react-select),
 * opening its menu again if a re-render closed it, until the field shows it.
 */
export async function pickInAdmin(page: Page, field: string, option: string) {
  await adminHydrated(page)
  const choice = page.getByRole('option', { name: option, exact: true })
  await expect(async () => {
    if (!(await choice.isVisible())) await page.locator(`#field-${field} .rs__control`).click()
    await choice.click({ timeout: 1_000 })
  }).toPass()
  await expect(page.locator(`#field-${field} .rs__single-value`)).toHaveText(option)
}

/** Fills /service/{serial}: symptom, description, and either a shop visit or a mail-in. */
export const DESCRIPTION = '충전 케이블을 꽂아도 표시등이 켜지지 않습니다.'

export async function fillServiceForm(page: Page, method: 'visit' | 'mail', description = DESCRIPTION) {
  await waitForHydration(page)
  await page.getByLabel('충전 불량').check()
  await page.getByLabel('증상 설명').fill(description)
  if (method === 'visit') {
    await page.getByLabel(/^매장 방문/).check()
    await page.getByLabel('방문할 매장').selectOption({ index: 1 })
  } else {
    await page.getByLabel(/^택배 접수/).check()
    await page.getByLabel('받는 분').fill('김수리')
    await page.getByLabel('연락처').fill('01012345678')
    await page.getByLabel('우편번호').fill('04524')
    await page.getByLabel('도로명 주소').fill('서울 중구 세종대로 110')
    await page.getByLabel('상세 주소').fill('3층')
  }
}
