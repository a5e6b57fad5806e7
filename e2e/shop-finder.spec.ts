// Journey: a visitor looks for a shop. They narrow the list by region and district, by service and
// by kind, search by name or address, share the URL of a result, sort by distance from where they
// are (or are told why not), call a shop and open it on a map; staff change a shop in the CMS and
// the page follows.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

interface SeededShop {
  id: number
  name: string
  kind: string
  region: string
  district: string
  address: string
  phone?: string | null
  openingHours?: string | null
  latitude: number
  longitude: number
  services?: string[] | null
  mapLinks?: { kakao?: string | null; naver?: string | null } | null
  active?: boolean | null
}

/** The open shops, as a visitor may read them from the CMS. */
async function openShops(request: APIRequestContext): Promise<SeededShop[]> {
  const response = await request.get(`${cmsURL}/api/shops?pagination=false&depth=0`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: SeededShop[] }).docs
}

/** Shops on a page of the finder (SHOPS_PER_PAGE in web/src/features/shops/shop-search.ts). */
const PER_PAGE = 10
const cards = (page: Page) => page.getByRole('article')
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const shownNames = (page: Page) => cards(page).getByRole('heading').allTextContents()
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /곳$/ })

/** Waits for the list to show these shops: in this order, or in any order. */
async function expectShops(page: Page, names: string[], order: 'in order' | 'any order' = 'in order') {
  if (order === 'in order') await expect(cards(page).getByRole('heading')).toHaveText(names)
  else await expect.poll(async () => (await shownNames(page)).sort()).toEqual([...names].sort())
}

/** Types a search and sends it with Enter, then waits for the URL to carry it. */
async function searchFor(page: Page, text: string) {
  const query = page.getByLabel('매장명 또는 주소')
  await query.fill(text)
  await query.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text)
}

async function openFinder(page: Page, path = '/shops') {
  await page.goto(path)
  await waitForHydration(page)
}

test('filters by region, then by that region’s districts, by service and by kind', async ({ page, request }, testInfo) => {
  const shops = await openShops(request)
  await openFinder(page)
  await expect(page.getByRole('heading', { level: 1, name: '매장 찾기' })).toBeVisible()
  await expect(summary(page)).toHaveText(`전체 매장 ${shops.length}곳`)
  await expect(cards(page)).toHaveCount(Math.min(PER_PAGE, shops.length))
  await expect(page.getByLabel('시·군·구')).toBeDisabled()

  await page.getByLabel('시·도').selectOption({ label: '서울특별시' })
  await expect(page).toHaveURL(/[?&]region=seoul(&|$)/)
  const seoul = shops.filter((shop) => shop.region === 'seoul')
  await expect(summary(page)).toHaveText(`서울특별시 ${seoul.length}곳`)
  await expectShops(
    page,
    seoul.map(({ name }) => name),
    'any order',
  )

  // The district choices are Seoul's districts that have an open shop.
  const district = page.getByLabel('시·군·구')
  await expect(district).toBeEnabled()
  const seoulDistricts = [...new Set(seoul.map((shop) => shop.district))].sort(new Intl.Collator('ko').compare)
  await expect(district.locator('option')).toHaveText(['전체', ...seoulDistricts])
  await district.selectOption('마포구')
  await expect(page).toHaveURL(/district=/)
  await expectShops(
    page,
    seoul.filter((shop) => shop.district === '마포구').map(({ name }) => name),
  )

  // Another region: its own districts, and the Seoul district no longer applies.
  await page.getByLabel('시·도').selectOption({ label: '경기도' })
  await expect(page).not.toHaveURL(/district=/)
  const gyeonggi = shops.filter((shop) => shop.region === 'gyeonggi')
  await expect(district.locator('option')).toHaveText(['전체', ...[...new Set(gyeonggi.map((shop) => shop.district))].sort(new Intl.Collator('ko').compare)])
  await expect(summary(page)).toHaveText(`경기도 ${gyeonggi.length}곳`)

  await page.getByLabel('시·도').selectOption({ label: '전체' })
  await page.getByLabel('제공 서비스').selectOption({ label: 'A/S 접수' })
  await expect(page).toHaveURL(/service=service/)
  const repairing = shops.filter((shop) => shop.services?.includes('service'))
  await expect(summary(page)).toHaveText(`조건에 맞는 매장 ${repairing.length}곳`)
  await expectShops(
    page,
    repairing.map(({ name }) => name),
    'any order',
  )
  for (const name of await shownNames(page)) await expect(card(page, name)).toContainText('A/S 접수')

  await page.getByLabel('매장 유형').selectOption({ label: '서비스센터' })
  await expect(page).toHaveURL(/kind=service-center/)
  const centres = repairing.filter((shop) => shop.kind === 'service-center')
  expect(centres.length).toBeGreaterThan(0)
  await expectShops(
    page,
    centres.map(({ name }) => name),
    'any order',
  )
  for (const name of await shownNames(page)) await expect(card(page, name)).toContainText('서비스센터')
  await attachScreenshot(page, testInfo, 'shops filtered')

  // Each choice was a step in history: back undoes the kind, then the service.
  await page.goBack()
  await expect(page).not.toHaveURL(/kind=/)
  await expect(page.getByLabel('매장 유형')).toHaveValue('')
  await expect(summary(page)).toHaveText(`조건에 맞는 매장 ${repairing.length}곳`)
  await page.goForward()
  await expect(page.getByLabel('매장 유형')).toHaveValue('service-center')
  await expectShops(
    page,
    centres.map(({ name }) => name),
    'any order',
  )
})

test('searches by name or address, ignoring spaces; an empty result offers a reset', async ({ page, request }) => {
  const shops = await openShops(request)
  await openFinder(page)

  await searchFor(page, '홍대')
  await expectShops(page, ['바포레 홍대 직영점'])

  // An address without its spaces (sent with the button this time), and words in another order.
  await page.getByLabel('매장명 또는 주소').fill('강남대로396')
  await page.getByRole('button', { name: '검색', exact: true }).click()
  await expectShops(page, ['바포레 강남 직영점'])
  await searchFor(page, '직영점 부산')
  await expectShops(page, ['바포레 부산 서면 직영점'])

  // Digits alone are words too (a street number): the address keeps them as typed, and a link
  // with them opens on its page, not on a redirect to the same search in quotes.
  await searchFor(page, '396')
  await expectShops(page, ['바포레 강남 직영점'])
  expect((await request.get('/shops?q=396', { maxRedirects: 0 })).status()).toBe(200)

  await searchFor(page, '없는 매장 이름')
  await expect(page.getByText('조건에 맞는 매장이 없습니다.')).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('link', { name: '필터 초기화' }).click()
  await expect(page).toHaveURL(/\/shops$/)
  await expect(summary(page)).toHaveText(`전체 매장 ${shops.length}곳`)
  await expect(page.getByLabel('매장명 또는 주소')).toHaveValue('')
})

test('a shared URL opens on the same results, rendered on the server', async ({ page, request, browser }) => {
  const shops = await openShops(request)
  await openFinder(page)
  await page.getByLabel('시·도').selectOption({ label: '서울특별시' })
  await expect(page).toHaveURL(/region=seoul/)
  await page.getByLabel('제공 서비스').selectOption({ label: '정품 등록' })
  await page.getByLabel('매장 유형').selectOption({ label: '협력점' })
  await expect(page).toHaveURL(/kind=partner/)
  const expected = shops.filter((shop) => shop.region === 'seoul' && shop.kind === 'partner' && shop.services?.includes('registration')).map(({ name }) => name)
  expect(expected.length).toBeGreaterThan(1)
  await expectShops(page, expected, 'any order')
  const shared = page.url()
  const names = await shownNames(page)

  // The HTML as the server sends it already lists them (and not the others).
  const html = await (await request.get(shared)).text()
  for (const name of expected) expect(html).toContain(name)
  expect(html).not.toContain('바포레 홍대 직영점')

  // Someone else opens the link: same filters, same shops, same order.
  const other = await browser.newContext()
  try {
    const visitor = await other.newPage()
    await openFinder(visitor, shared)
    await expect(visitor.getByLabel('시·도')).toHaveValue('seoul')
    await expect(visitor.getByLabel('제공 서비스')).toHaveValue('registration')
    await expect(visitor.getByLabel('매장 유형')).toHaveValue('partner')
    await expectShops(visitor, names)
  } finally {
    await other.close()
  }

  // A link with a value that means nothing still shows shops, without it.
  await openFinder(page, '/shops?region=atlantis&kind=partner')
  await expect(page.getByLabel('시·도')).toHaveValue('')
  await expect(summary(page)).toHaveText(`조건에 맞는 매장 ${shops.filter((shop) => shop.kind === 'partner').length}곳`)
})

// Seoul City Hall, given with three decimals: the page rounds the position to three.
const HERE = { latitude: 37.566, longitude: 126.978 }

function haversineKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180
  const a =
    Math.sin(((to.latitude - from.latitude) * rad) / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(((to.longitude - from.longitude) * rad) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a))
}

const shownDistance = (km: number) => (km < 1 ? `${Math.round(km * 100) * 10}m` : km < 99.95 ? `${km.toFixed(1)}km` : `${Math.round(km)}km`)

async function withLocation(browser: Browser, allow: boolean, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ geolocation: HERE, permissions: allow ? ['geolocation'] : [], locale: 'ko-KR' })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

test('nearest first from the visitor’s position, with the distance to each shop', async ({ browser, request, baseURL }, testInfo) => {
  const shops = await openShops(request)
  const nearest = shops.map((shop) => ({ name: shop.name, km: haversineKm(HERE, shop) })).sort((a, b) => a.km - b.km)
  const expected = nearest.slice(0, PER_PAGE)
  // The fixed position is not equally far from two shops, so the order is the one way it can be.
  for (let i = 1; i < expected.length; i++) expect(expected[i]!.km - expected[i - 1]!.km).toBeGreaterThan(0.01)

  await withLocation(browser, true, async (page) => {
    await openFinder(page, `${baseURL}/shops`)
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click()
    await expect(page).toHaveURL(/near=37\.566(%2C|,)126\.978/)
    await expect(page.getByRole('button', { name: '내 위치에서 가까운 순' })).toHaveAttribute('aria-pressed', 'true')
    // An order, not a filter: every shop is still there.
    await expect(summary(page)).toHaveText(`전체 매장 ${shops.length}곳`)
    await expectShops(
      page,
      expected.map(({ name }) => name),
    )
    await expect(cards(page).locator('.shop-card__distance')).toHaveText(expected.map(({ km }) => `현재 위치에서 ${shownDistance(km)}`))
    await attachScreenshot(page, testInfo, 'shops nearest first')

    // With a filter on top, still nearest first.
    await page.getByLabel('제공 서비스').selectOption({ label: '보상 판매' })
    await expect(page).toHaveURL(/service=trade-in/)
    await expectShops(
      page,
      nearest
        .filter(({ name }) => shops.find((shop) => shop.name === name)?.services?.includes('trade-in'))
        .slice(0, PER_PAGE)
        .map(({ name }) => name),
    )

    await page.getByRole('button', { name: '기본 순' }).click()
    await expect(page).not.toHaveURL(/near=/)
    await expect(cards(page).locator('.shop-card__distance')).toHaveCount(0)
  })
})

test('without permission for the location, a Korean message, and the list stays usable', async ({ browser, request, baseURL }) => {
  const shops = await openShops(request)
  await withLocation(browser, false, async (page) => {
    await openFinder(page, `${baseURL}/shops`)
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click()
    await expect(page.getByRole('alert').filter({ hasText: '위치 권한' })).toHaveText(
      '위치 권한이 허용되지 않아 가까운 순으로 정렬할 수 없습니다. 브라우저 설정에서 위치 권한을 허용한 뒤 다시 시도해 주세요.',
    )
    await expect(page).not.toHaveURL(/near=/)
    await expect(summary(page)).toHaveText(`전체 매장 ${shops.length}곳`)
    await page.getByLabel('시·도').selectOption({ label: '부산광역시' })
    await expect(summary(page)).toHaveText(`부산광역시 ${shops.filter((shop) => shop.region === 'busan').length}곳`)
  })
})

test('each shop shows its phone as a tel: link, its hours, and opens Kakao Map and Naver Map in a new tab', async ({ page, request, context }) => {
  const shops = await openShops(request)
  const hongdae = shops.find((shop) => shop.name === '바포레 홍대 직영점')!
  await openFinder(page, '/shops?q=홍대')
  const shop = card(page, hongdae.name)
  await expect(shop).toContainText('직영점')
  await expect(shop).toContainText(hongdae.address)
  await expect(shop).toContainText(hongdae.openingHours!)
  await expect(shop.getByRole('link', { name: hongdae.phone! })).toHaveAttribute('href', `tel:${hongdae.phone!.replaceAll('-', '')}`)

  const kakao = shop.getByRole('link', { name: `${hongdae.name} 위치 보기, 카카오맵 (새 창)` })
  const naver = shop.getByRole('link', { name: `${hongdae.name} 위치 보기, 네이버 지도 (새 창)` })
  // Staff's links, written with their Korean letters as letters (fewer bytes): the same address.
  const opens = async (link: typeof kakao) => new URL((await link.getAttribute('href'))!).href
  expect(await opens(kakao)).toBe(new URL(hongdae.mapLinks!.kakao!).href)
  expect(await opens(naver)).toBe(new URL(hongdae.mapLinks!.naver!).href)
  for (const link of [kakao, naver]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }

  // The maps are on the closed network's far side: answer for them, and see the new tab open.
  await context.route(/^https:\/\/map\.(kakao|naver)\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>지도</title>' }))
  const [tab] = await Promise.all([context.waitForEvent('page'), kakao.click()])
  await tab.waitForLoadState()
  expect(tab.url()).toBe(hongdae.mapLinks!.kakao!)
  await tab.close()
  await expect(page).toHaveURL(/\/shops\?q=/)
})

/** Axe on the page once no navigation is pending (the shell's pending bar is then hidden). */
async function expectNoAxeViolations(page: Page, what: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  expect((await new AxeBuilder({ page }).analyze()).violations, what).toEqual([])
}

test('the finder passes an accessibility check, filtered, empty and sorted by distance', async ({ browser, baseURL }) => {
  await withLocation(browser, true, async (page) => {
    for (const path of ['/shops', '/shops?region=seoul&service=registration', '/shops?q=없는매장']) {
      await openFinder(page, `${baseURL}${path}`)
      await expectNoAxeViolations(page, path)
    }
    await openFinder(page, `${baseURL}/shops`)
    await page.getByRole('button', { name: '내 위치에서 가까운 순' }).click()
    await expect(cards(page).locator('.shop-card__distance').first()).toBeVisible()
    await expectNoAxeViolations(page, 'nearest first')
  })
})

test('a long list comes ten at a time with "더 보기", and the URL keeps how many', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const created: number[] = []
  try {
    // Twenty-two more shops in Jeju for this test only, removed after it: three pages.
    for (let n = 1; n <= 22; n++) {
      const response = await cms.post('/api/shops', {
        name: `e2e 제주 매장 ${String(n).padStart(2, '0')}`,
        kind: 'partner',
        region: 'jeju',
        district: '서귀포시',
        address: `제주특별자치도 서귀포시 중앙로 ${n}`,
        latitude: 33.25,
        longitude: 126.56,
        services: ['registration'],
        active: true,
      })
      expect(response.status()).toBe(201)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    const total = (await openShops(request)).filter((shop) => shop.region === 'jeju').length
    expect(total).toBeGreaterThan(2 * PER_PAGE)
    expect(total).toBeLessThanOrEqual(3 * PER_PAGE)

    await expect(async () => {
      await openFinder(page, '/shops?region=jeju')
      await expect(summary(page)).toHaveText(`제주특별자치도 ${total}곳`, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(cards(page)).toHaveCount(PER_PAGE)
    await expect(page.getByText(`${total}곳 중 ${PER_PAGE}곳`)).toBeVisible()

    await page.getByRole('link', { name: '더 보기' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(cards(page)).toHaveCount(2 * PER_PAGE)
    // Focus moves to the first shop added, so a keyboard or screen-reader user reads on from there.
    await expect(cards(page).nth(PER_PAGE)).toBeFocused()

    await expect(page.getByText(`${total}곳 중 ${2 * PER_PAGE}곳`)).toBeVisible()
    await page.getByRole('link', { name: '더 보기' }).click()
    await expect(cards(page)).toHaveCount(total)
    await expect(page.getByRole('link', { name: '더 보기' })).toHaveCount(0)

    // A reload (or a shared link) shows as many as before.
    await page.reload()
    await expect(cards(page)).toHaveCount(total)
    await page.goBack()
    await expect(cards(page)).toHaveCount(2 * PER_PAGE)
  } finally {
    for (const id of created) await cms.delete(`/api/shops/${id}`)
  }
})

test('a change in the CMS shows on the finder without a restart', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const [gangnam] = (
    (await (await cms.get(`/api/shops?where[name][equals]=${encodeURIComponent('바포레 강남 직영점')}&depth=0`)).json()) as { docs: SeededShop[] }
  ).docs
  expect(gangnam).toBeTruthy()
  const before = { openingHours: gangnam!.openingHours, mapLinks: gangnam!.mapLinks }
  const hours = `평일 10:00–20:00\n주말 12:00–18:00 (${Date.now()})`
  try {
    await openFinder(page, '/shops?q=강남')
    await expect(card(page, gangnam!.name)).toContainText(before.openingHours!)

    // Hours changed, and the map links cleared: the page then builds them from name and place.
    const response = await cms.patch(`/api/shops/${gangnam!.id}`, { openingHours: hours, mapLinks: { kakao: '', naver: '' } })
    expect(response.status()).toBe(200)
    await expect(async () => {
      await page.reload()
      await expect(card(page, gangnam!.name).locator('.shop-card__hours')).toHaveText(hours, { timeout: 500 })
    }).toPass({ timeout: 5_000 })
    const shop = card(page, gangnam!.name)
    // Where each link takes the visitor (the page leaves Korean letters for the browser to encode).
    const opens = (name: RegExp) => shop.getByRole('link', { name }).evaluate((link: HTMLAnchorElement) => link.href)
    expect(await opens(/카카오맵 \(새 창\)$/)).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent(gangnam!.name)},${gangnam!.latitude},${gangnam!.longitude}`,
    )
    expect(await opens(/네이버 지도 \(새 창\)$/)).toBe(`https://map.naver.com/p/search/${encodeURIComponent(`${gangnam!.name} ${gangnam!.address}`)}`)
  } finally {
    await cms.patch(`/api/shops/${gangnam!.id}`, before)
  }
})

test('the first visitor after a shop is renamed sees the new name: the finder reloaded it before anyone asked', async ({ page, request }) => {
  const cms = await cmsAsAdmin(request)
  const [shop] = (
    (await (await cms.get(`/api/shops?where[name][equals]=${encodeURIComponent('바포레 강남 직영점')}&depth=0`)).json()) as { docs: SeededShop[] }
  ).docs
  expect(shop).toBeTruthy()
  const newName = `바포레 강남 직영점 ${Date.now()}`
  // The finder is in memory before the edit, as on any storefront that has served it.
  expect((await request.get('/shops')).status()).toBe(200)
  try {
    expect((await cms.patch(`/api/shops/${shop!.id}`, { name: newName })).status()).toBe(200)
    // The storefront learns the CMS's version (the edit's, or any later) and reloads what it holds, with no page asked for.
    await expect
      .poll(
        async () => {
          const cmsVersion = ((await (await request.get(`${cmsURL}/api/content-version`)).json()) as { version: string }).version
          const { content } = (await (await request.get('/api/health')).json()) as { content: { version: string | null; current: boolean } }
          return { knowsTheEdit: content.version === cmsVersion, holdsOnlyThatVersion: content.current }
        },
        { timeout: 10_000 },
      )
      .toEqual({ knowsTheEdit: true, holdsOnlyThatVersion: true })
    // The very first visit to the finder after that, in a browser: the page as served, no reload.
    await page.goto(`/shops?q=${encodeURIComponent('강남')}`)
    await expect(page.getByRole('heading', { name: newName })).toBeVisible()
  } finally {
    await cms.patch(`/api/shops/${shop!.id}`, { name: shop!.name })
  }
})
