// Journey: a visitor lands on the home page. Everything on it comes from the CMS — the hero and
// quick links of the `home` global, the latest posts, the running trade-in event, the marketplace
// store and the warranty policy of the site settings — rendered on the server, on a phone and a
// desktop alike, with no accessibility violations.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { attachScreenshot, cmsURL, waitForHydration } from './support'

interface HomeGlobal {
  hero: { headline: string; subline: string; ctaLabel: string; ctaHref: string }
  quickLinks: { label: string; href: string }[]
}
interface PostDoc {
  id: number
  title: string
  publishedAt: string
}

const seoulDate = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' })

test('the home page HTML carries the hero, quick links and latest posts from the CMS', async ({ request }) => {
  const home: HomeGlobal = await (await request.get(`${cmsURL}/api/globals/home`)).json()
  const { docs: posts }: { docs: PostDoc[] } = await (await request.get(`${cmsURL}/api/posts?limit=4&sort=-publishedAt&depth=0`)).json()
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(home.hero.headline)
  for (const link of home.quickLinks) expect(html).toContain(`href="${link.href}"`)
  for (const post of posts) expect(html).toContain(post.title)
})

test('a visitor finds the hero, quick ways in, notices, the running event, the warranty policy and the store', async ({ page, request }, testInfo) => {
  const home: HomeGlobal = await (await request.get(`${cmsURL}/api/globals/home`)).json()
  const site = await (await request.get(`${cmsURL}/api/globals/site?depth=0`)).json()
  const { docs: posts }: { docs: PostDoc[] } = await (await request.get(`${cmsURL}/api/posts?limit=4&sort=-publishedAt&depth=0`)).json()
  const { docs: events } = await (await request.get(`${cmsURL}/api/trade-in-events?depth=0`)).json()
  const running = (events as { id: number; title: string; startsAt: string; endsAt: string }[]).filter(
    (event) => Date.parse(event.startsAt) <= Date.now() && Date.now() < Date.parse(event.endsAt),
  )
  expect(running.length, 'the seeded running event').toBeGreaterThan(0)

  await page.goto('/')
  await expect(page).toHaveTitle('VAPORE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.headline)
  await expect(page.getByText(home.hero.subline)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: home.hero.ctaLabel }).first()).toHaveAttribute('href', home.hero.ctaHref)

  const quickLinks = page.getByRole('region', { name: '무엇을 도와드릴까요?' })
  for (const link of home.quickLinks) {
    await expect(quickLinks.getByRole('link', { name: new RegExp(link.label) })).toHaveAttribute('href', link.href)
  }
  // Each quick link has its drawn icon.
  await expect(quickLinks.locator('svg use')).toHaveCount(home.quickLinks.length)

  const notices = page.getByRole('region', { name: '공지·소식' })
  for (const post of posts) {
    const row = notices.getByRole('link', { name: new RegExp(post.title) })
    await expect(row).toHaveAttribute('href', `/posts/${post.id}`)
    await expect(row.locator('time')).toHaveText(seoulDate(post.publishedAt))
  }

  const eventsRegion = page.getByRole('region', { name: '진행 중인 보상 판매' })
  for (const event of running) {
    await expect(eventsRegion.getByRole('link', { name: new RegExp(event.title) })).toHaveAttribute('href', `/trade-in/${event.id}`)
  }

  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /보증 정책/ }).last()).toHaveAttribute('href', `/posts/${site.warrantyPolicy}`)
  const store = main.getByRole('link', { name: /공식 온라인 스토어/ })
  await expect(store).toHaveAttribute('href', site.marketplaceUrl)
  await expect(store).toHaveAttribute('target', '_blank')
  await expect(store).toHaveAttribute('rel', /noopener/)

  await waitForHydration(page)
  await attachScreenshot(page, testInfo, 'home')
})

test('a post opens from the home page, client-side', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const first = page.getByRole('region', { name: '공지·소식' }).getByRole('link').first()
  const title = (await first.locator('strong').textContent())!
  await first.click()
  await expect(page).toHaveURL(/\/posts\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(`${title} | VAPORE`)
})

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
})

test('on a 360-pixel phone every link of the header shows whole, 보상 판매 included while an event runs', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: '주요 메뉴' })
  const names = ['정품 등록', '매장 찾기', 'A/S 신청', '보상 판매', '마이페이지', /온라인 스토어/]
  await expect(nav.getByRole('link')).toHaveCount(names.length)
  for (const name of names) {
    const link = nav.getByRole('link', { name })
    await expect(link).toBeVisible()
    const box = (await link.boundingBox())!
    expect(box.x, `${name}: starts on the screen`).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `${name}: ends on the screen`).toBeLessThanOrEqual(360)
    expect(box.height, `${name}: a finger's height`).toBeGreaterThanOrEqual(44)
    // Its words whole, not cut by the cell.
    expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name}: not cut`).toBe(true)
  }
  await attachScreenshot(page, testInfo, 'header on a 360-pixel phone')

  // 보상 판매 leads to the running event, or to the home page's list when several run.
  const tradeIn = nav.getByRole('link', { name: '보상 판매' })
  const href = (await tradeIn.getAttribute('href'))!
  expect(href).toMatch(/^\/(trade-in\/\d+|#home-events)$/)
  await waitForHydration(page)
  await tradeIn.click()
  if (href === '/#home-events') await expect(page.getByRole('region', { name: '진행 중인 보상 판매' })).toBeInViewport()
  else await expect(page).toHaveURL(href)
})
