// Journey: a visitor opens each page of the route table (docs/product.md#routes). Every page answers in Korean with
// its layout and a title of the page name followed by the brand; private pages send a
// signed-out visitor to log in, and back. Each page is photographed for the "looks finished" review.
import { expect, test } from '@playwright/test'
import { attachScreenshot, signIn, submitLogin, waitForHydration } from './support'

const BRAND = 'VAPORE'

// [path, title (page name; null = the brand alone), layout]
const PUBLIC_PAGES: Array<[string, string | null, 'default' | 'user']> = [
  ['/', null, 'default'],
  ['/login', '로그인', 'user'],
  ['/login/password', '이메일 로그인', 'user'],
  ['/register', '회원가입', 'user'],
  ['/forgot-password', '비밀번호 찾기', 'user'],
  // /__/account/reset-password needs a real code from an e-mail (else it is invalid-code):
  // account-password-reset.spec.ts opens it with one.
  ['/__/account/invalid-code', '유효하지 않은 링크', 'default'],
  // /customer/kakao is a redirect to the Kakao channel: public-terms-korea-partner.spec.ts.
  ['/device/partner', '제휴 매장 구매 제품 안내', 'default'],
  ['/device/register', '정품 등록', 'default'],
  ['/device/verify', '보증서 확인', 'default'],
  // /device/register/auth and /license follow a checked serial: device-registration.spec.ts.
  // CMS content (seeded): the page titled in the CMS, the first post (the warranty policy).
  ['/korea', '바포레 코리아', 'default'],
  ['/posts/1', '바포레 제품 보증 정책', 'default'],
  ['/shops', '매장 찾기', 'default'],
  // Without a token from an estimate's mail, the page says the link is not one: repair-estimate.spec.ts opens a real one.
  ['/service/estimate', '수리 견적', 'default'],
  // Seeded surveys: one anyone may answer (titled in the CMS), the sign-in gate of one that needs
  // login, a closed one. /survey/{slug}/edit follows an answer: surveys.spec.ts.
  ['/survey/shop-visit-2026', '매장 방문 설문', 'default'],
  ['/survey/owner-survey-2026/auth', '설문 참여 확인', 'default'],
  ['/survey/winter-event-2025', '2025 겨울 이벤트 참여 후기', 'default'],
  ['/survey/owner-survey-2026/complete', '설문 완료', 'default'],
  ['/terms/privacy', '개인정보처리방침', 'default'],
  ['/terms/service', '이용약관', 'default'],
  // The first (seeded) version of the privacy policy, at the address of its effective date.
  ['/terms/privacy/v/2026-01-01', '개인정보처리방침 (2026-01-01 시행)', 'default'],
  // The seeded trade-in event, titled in the CMS.
  ['/trade-in/1', '2026 겨울 보상 판매', 'default'],
]

const PRIVATE_PAGES: Array<[string, string]> = [
  ['/device/register/license', '보증 등록'],
  ['/device/register/complete', '정품 등록 완료'],
  ['/trade-in/1/me', '나의 보상 판매'],
  ['/trade-in/1/me/requests', '나의 보상 판매'],
  // The demo customer's own device (seeded): anyone else's is the 404 screen.
  ['/trade-in/1/request/VPA-2611-00001', '보상 판매 신청'],
  ['/trade-in/view/1', '보상 판매 신청 내역'],
  // The demo customer's own device and request (seeded): anyone else's is the 404 screen.
  ['/service/VPA-2611-00001', 'A/S 신청'],
  ['/user', '마이페이지'],
  ['/user/device', '내 기기'],
  ['/user/warranty/VPA-2611-00001', '보증서'],
  ['/user/transfer/VPA-2611-00001', '기기 양도'],
  ['/user/receive', '기기 받기'],
  ['/user/service', 'A/S 신청'],
  ['/user/service/current', '내 A/S 내역'],
  ['/user/service/complete?service=1', 'A/S 신청 완료'],
  ['/user/service/view/1', 'A/S 상세'],
  ['/user/service/shop/1', 'A/S 매장 선택'],
  ['/user/service/visit/1', '방문 예약'],
]

const titleOf = (name: string | null) => (name ? `${name} | ${BRAND}` : BRAND)

// One visitor walks them all in one tab, as a visitor browses: a tab of its own for each page cost
// the browser a new profile and process twenty-three times over (docs/decisions/0046).
test('each public page answers 200 with its title, its layout and the footer', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  for (const [path, name, layout] of PUBLIC_PAGES) {
    await test.step(`${path}: ${layout} layout`, async () => {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page, path).toHaveTitle(titleOf(name))
      await expect(page.locator(`[data-layout="${layout}"]`), path).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: '주요 메뉴' }), path).toHaveCount(layout === 'default' ? 1 : 0)
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
      await waitForHydration(page)
      await attachScreenshot(page, testInfo, path)
    })
  }
})

test.describe('private pages', () => {
  for (const [path] of PRIVATE_PAGES) {
    test(`${path} sends a signed-out visitor to /login with the encoded path`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect([302, 303, 307]).toContain(response.status())
      const location = new URL(response.headers().location!, 'http://storefront')
      expect(location.pathname).toBe('/login')
      expect(location.searchParams.get('redirect')).toBe(path)
      expect(location.search).toBe(`?redirect=${encodeURIComponent(path)}`)
    })
  }

  test('a signed-in customer sees each of them in the default layout', async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    await signIn(page)
    // Steps of the registration journey need a checked serial or a new device: device-registration.spec.ts.
    // A trade-in of one's own is made in its journey: trade-in.spec.ts (the seed has none).
    const journeySteps = ['/device/register/license', '/device/register/complete', '/trade-in/view/1']
    for (const [path, name] of PRIVATE_PAGES.filter(([path]) => !journeySteps.includes(path))) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page, path).toHaveTitle(titleOf(name))
      await expect(page.locator('[data-layout="default"]'), path).toHaveCount(1)
      await attachScreenshot(page, testInfo, path)
    }
  })

  test('the full path, query included, survives the trip through the login page', async ({ page }) => {
    const wanted = '/user/service/view/12?from=mail'
    await page.goto(wanted)
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(wanted)}`)
    await submitLogin(page)
    await expect(page).toHaveURL(wanted)
  })

  test('a redirect target leaving the site is replaced by the main page', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`)
    await submitLogin(page)
    await expect(page).toHaveURL('/')
  })
})
