// Journey: 운영 지표 in the admin panel (desktop). The journey makes its own shop, devices of its
// own production batches bought there and A/S requests at it through the APIs, so journeys beside it
// do not move its figures; a manager signs in with the second factor, opens the insights from the
// desk, picks the last four weeks and the shop, and reads each figure of those records as it was
// counted and computed here from what REST returns; staff read the same; a customer gets 403.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { productionBatch } from '@storefront/rules/serial'
import { idTokenFor } from './account-support'
import { adminHydrated, signedInConsumer } from './service-support'
import { attachScreenshot, bulkReadReason, cmsAsAdmin, cmsURL, logIntoAdminPanel, ownStaff, signIntoAdminPanel } from './support'

type Admin = Awaited<ReturnType<typeof cmsAsAdmin>>
type Timeline = { status: string; at: string }[]
type Request = {
  id: number
  device: number
  method: string
  symptom: string
  status: string
  closedAt?: string | null
  promisedOn?: string | null
  timeline: Timeline
}

const DAY_MS = 86_400_000
const seoulDay = (at: Date | string) => new Date(new Date(at).getTime() + 9 * 3_600_000).toISOString().slice(0, 10)
const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10)
}
/** A figure as the view writes it. */
const shown = (value: number, decimals = 0) => value.toLocaleString('ko-KR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b)
  const position = fraction * (sorted.length - 1)
  const below = Math.floor(position)
  return sorted[below]! + (position - below) * ((sorted[Math.ceil(position)] ?? sorted[below]!) - sorted[below]!)
}

async function ownShop(admin: Admin) {
  const response = await admin.post('/api/shops', {
    name: `지표 매장 ${randomUUID().slice(0, 6)}`,
    kind: 'partner',
    region: 'seoul',
    district: '마포구',
    address: '서울특별시 마포구 양화로 1',
    latitude: 37.55,
    longitude: 126.92,
    services: ['service'],
    active: true,
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc as { id: number; name: string }
}

async function device(admin: Admin, customer: number, shop: number, code: string, serialNumber: string) {
  const { docs: products } = await (await admin.get(`/api/products?where[code][equals]=${code}&depth=0`)).json()
  expect((await admin.post('/api/serials', { serialNumber, product: products[0].id, status: 'available' })).status()).toBe(201)
  const response = await admin.post('/api/devices', {
    serialNumber,
    customer,
    purchaseDate: new Date(Date.now() - 7 * DAY_MS).toISOString(),
    purchaseShop: shop,
    status: 'active',
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

async function fileRequest(admin: Admin, device: number, shop: number, symptom: string) {
  const response = await admin.post('/api/service-requests', { device, symptom, description: '전원이 켜지지 않습니다.', method: 'visit', shop })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

test('a manager reads the insights of a shop’s own records as REST counts them; staff read them; a customer gets 403', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const admin = await cmsAsAdmin(request)
  const shop = await ownShop(admin)
  const consumer = await signedInConsumer(page, testInfo, 'insights')
  const { docs: customers } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()
  const customer = customers[0].id as number

  // Two batches of this journey's own: two AIRs of A, two MINIs of B.
  const tag = randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()
  const serials = [`INS${tag}-A-00001`, `INS${tag}-A-00002`, `INS${tag}-B-00001`, `INS${tag}-B-00002`]
  const devices = [
    await device(admin, customer, shop.id, 'VP-AIR', serials[0]!),
    await device(admin, customer, shop.id, 'VP-AIR', serials[1]!),
    await device(admin, customer, shop.id, 'VP-MINI', serials[2]!),
    await device(admin, customer, shop.id, 'VP-MINI', serials[3]!),
  ]
  // Two repairs finished (the first by the day promised, today), one still waiting.
  const today = seoulDay(new Date())
  const done = [await fileRequest(admin, devices[0]!, shop.id, 'power'), await fileRequest(admin, devices[1]!, shop.id, 'power')]
  await fileRequest(admin, devices[2]!, shop.id, 'leak')
  expect((await admin.patch(`/api/service-requests/${done[0]}`, { promisedOn: `${today}T00:00:00+09:00` })).status()).toBe(200)
  for (const id of done)
    for (const status of ['received', 'in-repair', 'completed']) expect((await admin.patch(`/api/service-requests/${id}`, { status })).status()).toBe(200)

  // What REST returns for this shop, counted and computed here.
  const { docs: shopDevices } = await (await admin.get(`/api/devices?where[purchaseShop][equals]=${shop.id}&depth=1&limit=100&reason=${bulkReadReason}`)).json()
  const { docs: requests } = (await (
    await admin.get(`/api/service-requests?where[shop][equals]=${shop.id}&depth=0&limit=100&reason=${bulkReadReason}`)
  ).json()) as { docs: Request[] }
  const week = mondayOf(today)
  const byModel = new Map<number, { name: string; devices: number; claims: number }>()
  const byBatch = new Map<string, { devices: number; claims: number }>()
  for (const one of shopDevices as { id: number; serialNumber: string; product: { id: number; name: string } }[]) {
    const claims = requests.filter((r) => r.device === one.id).length
    const model = byModel.get(one.product.id) ?? { name: one.product.name, devices: 0, claims: 0 }
    byModel.set(one.product.id, { ...model, devices: model.devices + 1, claims: model.claims + claims })
    const batch = byBatch.get(productionBatch(one.serialNumber)!) ?? { devices: 0, claims: 0 }
    byBatch.set(productionBatch(one.serialNumber)!, { devices: batch.devices + 1, claims: batch.claims + claims })
  }
  const completed = requests.filter((r) => r.status === 'completed')
  const days = completed.map((r) => (new Date(r.closedAt!).getTime() - new Date(r.timeline.find((line) => line.status === 'received')!.at).getTime()) / DAY_MS)
  const promised = completed.filter((r) => r.promisedOn)
  const kept = promised.filter((r) => seoulDay(r.closedAt!) <= seoulDay(r.promisedOn!)).length / promised.length
  expect([shopDevices.length, requests.length, completed.length, promised.length]).toEqual([4, 3, 2, 1])

  // The manager: the dashboard's link, the last four weeks, the shop.
  const deskContext = await browser.newContext({ timezoneId: 'Asia/Seoul' })
  const desk = await deskContext.newPage()
  await logIntoAdminPanel(desk, await ownStaff(desk.request, 'manager'))
  // A link followed while Next's router takes the page over is dropped: each click once it has.
  await adminHydrated(desk)
  await desk.getByRole('link', { name: '운영 지표 보기 →' }).click()
  await expect(desk.getByRole('heading', { name: '운영 지표', level: 1 })).toBeVisible()
  await adminHydrated(desk)
  await desk.getByRole('navigation', { name: '기간' }).getByRole('link', { name: '최근 4주' }).click()
  await expect(desk).toHaveURL(/weeks=4/)
  await adminHydrated(desk)
  await desk.getByRole('combobox', { name: '매장' }).selectOption(String(shop.id))
  await desk.getByRole('button', { name: '적용' }).click()
  await expect(desk).toHaveURL(new RegExp(`shop=${shop.id}`))
  await expect(desk.getByText(`· ${shop.name}`)).toBeVisible()
  await attachScreenshot(desk, testInfo, 'insights')

  const cell = (figure: string, row: string, series: string) =>
    desk
      .locator(`[data-figure="${figure}"] tbody tr`)
      .filter({ has: desk.locator('th', { hasText: new RegExp(`^${row}$`) }) })
      .locator(`td[data-series="${series}"]`)
  // Each chart is a titled picture over its table, with the table's CSV.
  const registrations = desk.locator('[data-figure="registrations/by-model"]')
  await expect(registrations.locator('svg[role="img"] title')).toHaveText(/주별 정품 등록/)
  await expect(registrations.locator('table caption')).toHaveText('주별 정품 등록 (모델별, 대)')
  for (const [product, model] of byModel) await expect(cell('registrations/by-model', week, String(product))).toHaveText(shown(model.devices))
  await expect(cell('service-requests/by-method', week, 'visit')).toHaveText(shown(requests.filter((r) => r.method === 'visit').length))
  for (const symptom of ['power', 'leak'])
    await expect(cell('service-requests/by-symptom', week, symptom)).toHaveText(shown(requests.filter((r) => r.symptom === symptom).length))
  await expect(cell('turnaround/total', '기간 전체', 'done')).toHaveText(shown(completed.length))
  await expect(cell('turnaround/total', '기간 전체', 'median')).toHaveText(shown(percentile(days, 0.5), 1))
  await expect(cell('turnaround/total', '기간 전체', 'p90')).toHaveText(shown(percentile(days, 0.9), 1))
  await expect(cell('turnaround/total', '기간 전체', 'kept')).toHaveText(shown(kept * 100, 1))
  for (const [, model] of byModel) {
    await expect(cell('claims/by-model', model.name, 'devices')).toHaveText(shown(model.devices))
    await expect(cell('claims/by-model', model.name, 'rate')).toHaveText(shown((model.claims * 1000) / model.devices, 1))
  }
  for (const [batch, figures] of byBatch) await expect(cell('claims/by-batch', batch, 'rate')).toHaveText(shown((figures.claims * 1000) / figures.devices, 1))

  // As the panel's own fetches and downloads go: the staff cookie counts only from the panel's origin.
  const samePanel = { 'sec-fetch-site': 'same-origin' }
  // The data behind the page, to the decimal: what the view drew its cells from.
  const turnaround = await desk.request.get(`${cmsURL}/api/insights/turnaround?weeks=4&shop=${shop.id}`, { headers: samePanel })
  expect(turnaround.status()).toBe(200)
  const total = (await turnaround.json()).figures.find((figure: { key: string }) => figure.key === 'total')
  const value = (key: string) => total.series.find((series: { key: string }) => series.key === key).values[0]
  expect(value('median')).toBeCloseTo(percentile(days, 0.5), 9)
  expect(value('p90')).toBeCloseTo(percentile(days, 0.9), 9)
  expect(value('kept')).toBe(kept)

  // The CSV of a table is that table, with a BOM for Excel.
  const csv = await desk.request.get(`${cmsURL}${await desk.locator('[data-figure="claims/by-batch"] a[download]').getAttribute('href')}`, {
    headers: samePanel,
  })
  const bytes = await csv.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
  expect(lines[0]).toBe('생산 묶음,등록 기기(대),A/S 신청(건),"1,000대당 신청(건)"')
  for (const [batch, figures] of byBatch)
    expect(lines).toContain(`${batch},${figures.devices},${figures.claims},${((figures.claims * 1000) / figures.devices).toFixed(1)}`)
  await deskContext.close()

  // Staff read the same figures.
  const staffContext = await browser.newContext({ timezoneId: 'Asia/Seoul' })
  const staffPage = await staffContext.newPage()
  await signIntoAdminPanel(staffPage, await ownStaff(staffPage.request, 'staff'))
  await staffPage.goto(`${cmsURL}/admin/insights?weeks=4&shop=${shop.id}`)
  await expect(staffPage.getByRole('heading', { name: '운영 지표', level: 1 })).toBeVisible()
  await expect(
    staffPage.locator('[data-figure="service-requests/by-method"] tbody tr').filter({ hasText: week }).locator('td[data-series="visit"]'),
  ).toHaveText(shown(requests.length))
  await staffContext.close()

  // A customer gets nothing.
  const asCustomer = await request.get(`${cmsURL}/api/insights/claims?weeks=4`, {
    headers: { authorization: `Bearer ${await idTokenFor(consumer.email, consumer.password)}` },
  })
  expect(asCustomer.status()).toBe(403)
  expect(await asCustomer.text()).not.toContain('figures')
})
