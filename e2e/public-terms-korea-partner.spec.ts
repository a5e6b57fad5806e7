// Journey: a visitor reads the terms of service and the privacy policy in force on Seoul's day with
// their effective dates, and a version saved ahead of its day announced as coming,
// the brand page /korea written in the CMS, how registration works for devices bought at partner
// shops (with those shops), and reaches the brand's Kakao channel from /customer/kakao.
import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const seoulDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' })
type Version = { effectiveDate: string }

/** The version in force today by Seoul's calendar: the latest whose day has come (docs/decisions/0063). */
async function inForce(request: APIRequestContext, kind: string) {
  const { versions } = (await (await request.get(`${cmsURL}/api/globals/terms/history/${kind}`)).json()) as { versions: Version[] }
  const today = seoulDay(new Date())
  return versions.filter(({ effectiveDate }) => effectiveDate <= today).sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))[0]!.effectiveDate
}

for (const [path, kind, title, other] of [
  ['/terms/service', 'service', '이용약관', '개인정보처리방침'],
  ['/terms/privacy', 'privacy', '개인정보처리방침', '이용약관'],
] as const) {
  test(`${path} shows the ${kind} document in force with its effective date, without accessibility violations`, async ({ page, request }, testInfo) => {
    const effective = await inForce(request, kind)
    const { content } = await (await request.get(`${cmsURL}/api/globals/terms/history/${kind}/${effective}`)).json()
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${title} | VAPORE`)
    const article = page.getByRole('article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(article.getByText(`시행일 ${effective}`)).toBeVisible()
    const firstHeading = content.root.children.find((node: { type: string }) => node.type === 'heading')
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(firstHeading.children[0].text)
    await expect(article.getByRole('link', { name: `${other} 보기` })).toBeVisible()
    await waitForHydration(page)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await attachScreenshot(page, testInfo, path)
  })
}

test('a privacy policy saved ahead of its day is announced as coming, with its changes and its own address, while the one in force stays', async ({
  page,
  request,
}) => {
  const admin = await cmsAsAdmin(request)
  const effective = await inForce(request, 'privacy')
  const current = await (await request.get(`${cmsURL}/api/globals/terms/history/privacy/${effective}`)).json()
  // Forty days on from today, whatever the seeded versions' dates: always yet to come.
  const coming = seoulDay(new Date(Date.now() + 40 * 86_400_000))
  const changes = `보유 기간을 바꿉니다 ${randomUUID().slice(0, 8)}`
  const midnight = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString()
  const ahead = { effectiveDate: midnight(coming), consentVersion: midnight(coming), changes, content: current.content }
  expect((await admin.post('/api/globals/terms', { privacy: ahead })).status()).toBe(200)
  try {
    const announcement = page.getByRole('region', { name: `개인정보처리방침 개정 안내: ${coming} 시행 예정` })
    // The storefront takes up the CMS's edit within a moment.
    await expect(async () => {
      await page.goto('/terms/privacy')
      await expect(announcement).toContainText(changes, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    const article = page.getByRole('article')
    await expect(article.getByText(`시행일 ${effective}`)).toBeVisible()
    await expect(announcement).toContainText(`${coming} 시행 예정`)
    // Not among the earlier versions: it has not been in force yet.
    await expect(article.getByRole('link', { name: `${coming} 시행`, exact: true })).toHaveCount(0)

    await announcement.getByRole('link', { name: `${coming} 시행 예정 개인정보처리방침 보기` }).click()
    await expect(page).toHaveURL(`/terms/privacy/v/${coming}`)
    await expect(article.getByText(`시행 예정일 ${coming}`)).toBeVisible()
    const note = article.getByRole('note')
    await expect(note).toContainText(`${coming}부터 시행될 개인정보처리방침입니다.`)
    await note.getByRole('link', { name: `지금 시행 중인 개인정보처리방침(${effective} 시행) 보기` }).click()
    await expect(page).toHaveURL('/terms/privacy')
  } finally {
    // The version in force is the global's latest save again; the one ahead keeps its own address.
    const { consentVersion, content } = current as { consentVersion: string; content: unknown }
    await admin.post('/api/globals/terms', {
      privacy: { effectiveDate: midnight(effective), consentVersion: midnight(consentVersion), changes: null, content },
    })
  }
})

test('/korea is the CMS page of that slug, and a 404 while it is unpublished', async ({ page, request }, testInfo) => {
  const cms = await cmsAsAdmin(request)
  const { docs } = await (await cms.get('/api/pages?where[slug][equals]=korea&depth=0')).json()
  const korea = docs[0] as { id: number; title: string; description: string }
  const response = await page.goto('/korea')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`${korea.title} | VAPORE`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(korea.title)
  await expect(page.locator('meta[name="description"]:not([lang])')).toHaveAttribute('content', korea.description)
  await expect(page.getByRole('heading', { level: 2, name: '국내 정식 유통' })).toBeVisible()
  await attachScreenshot(page, testInfo, '/korea')

  expect((await cms.patch(`/api/pages/${korea.id}`, { _status: 'draft' })).status()).toBe(200)
  try {
    await expect(async () => {
      const unpublished = await page.goto('/korea')
      expect(unpublished?.status()).toBe(404)
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible()
  } finally {
    await cms.patch(`/api/pages/${korea.id}`, { _status: 'published' })
  }
  await expect(async () => {
    expect((await page.goto('/korea'))?.status()).toBe(200)
  }).toPass({ timeout: 10_000 })
})

test('/device/partner explains registration for partner-shop purchases and lists the open partner shops, region by region', async ({
  page,
  request,
}, testInfo) => {
  const { docs } = await (await request.get(`${cmsURL}/api/shops?pagination=false&depth=0&where[kind][equals]=partner`)).json()
  const partners = docs as { name: string; phone: string; address: string; region: string; active: boolean }[]
  // Visitors see open shops only (the CMS's access rule): every seeded partner is open.
  const open = partners.filter((shop) => shop.active !== false)
  expect(open.length).toBeGreaterThan(0)
  // The page lists the finder's first page of them (10) and counts them all.
  const shown = Math.min(open.length, 10)
  const list = page.getByRole('region', { name: /바포레 협력점/ })
  // The storefront takes up the CMS's shops within a moment of an edit (a test before may just have
  // removed some): wait until the page shows the CMS's list.
  await expect(async () => {
    await page.goto('/device/partner')
    await expect(list.getByRole('heading', { name: /^바포레 협력점/ })).toHaveText(`바포레 협력점 ${open.length}곳`, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(page).toHaveTitle('제휴 매장 구매 제품 안내 | VAPORE')
  await expect(page.getByRole('link', { name: '정품 등록하기' })).toHaveAttribute('href', '/device/register')
  await expect(list.getByRole('article')).toHaveCount(shown)
  const firstShown = await list.getByRole('article').first().getByRole('heading').textContent()
  const shop = open.find((candidate) => candidate.name === firstShown)!
  const card = list.getByRole('article', { name: shop.name })
  await expect(card).toContainText(shop.address)
  await expect(card.getByRole('link', { name: shop.phone })).toHaveAttribute('href', `tel:${shop.phone.replace(/\D/g, '')}`)
  await waitForHydration(page)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await attachScreenshot(page, testInfo, '/device/partner')

  // A region narrows the list to its partners, at an address that can be shared.
  const inSeoul = open.filter((candidate) => candidate.region === 'seoul')
  const regions = list.getByRole('navigation', { name: '지역별 협력점' })
  await expect(regions.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page')
  await regions.getByRole('link', { name: /^서울특별시/ }).click()
  await expect(page).toHaveURL(/\/device\/partner\?region=seoul$/)
  await expect(regions.getByRole('link', { name: /^서울특별시/ })).toHaveAttribute('aria-current', 'page')
  await expect(list.getByRole('heading', { name: /^바포레 협력점/ })).toHaveText(`바포레 협력점 · 서울특별시 ${inSeoul.length}곳`)
  await expect(list.getByRole('article')).toHaveCount(Math.min(inSeoul.length, 10))
})

test('/customer/kakao sends the visitor to the Kakao channel, or says it is being prepared', async ({ page, request, context }) => {
  const cms = await cmsAsAdmin(request)
  const site = await (await cms.get('/api/globals/site?depth=0')).json()
  expect(site.kakaoChannelUrl).toMatch(/^https:\/\//)

  // A server redirect, for a visitor arriving from anywhere.
  const response = await request.get('/customer/kakao', { maxRedirects: 0 })
  expect([302, 307]).toContain(response.status())
  expect(response.headers().location).toBe(site.kakaoChannelUrl)

  // And from the home page's quick link, a client-side navigation that ends on the channel.
  await context.route(/^https:\/\/pf\.kakao\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>카카오톡 채널</title>' }))
  await page.goto('/')
  await waitForHydration(page)
  await page
    .getByRole('region', { name: '무엇을 도와드릴까요?' })
    .getByRole('link', { name: /카카오톡 상담/ })
    .click()
  await expect(page).toHaveURL(site.kakaoChannelUrl)

  expect((await cms.post('/api/globals/site', { kakaoChannelUrl: null })).status()).toBe(200)
  try {
    await expect(async () => {
      const preparing = await page.goto('/customer/kakao')
      expect(preparing?.status()).toBe(200)
      await expect(page.getByText('카카오톡 상담 채널을 준비하고 있습니다')).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('main').getByRole('link', { name: '메인으로' })).toHaveAttribute('href', '/')
  } finally {
    await cms.post('/api/globals/site', { kakaoChannelUrl: site.kakaoChannelUrl })
  }
})
