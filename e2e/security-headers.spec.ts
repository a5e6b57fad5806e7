// Journey: every page the visitor, the signed-in customer and the staff member open runs under
// the Content-Security-Policy with no violation, and every kind of response carries the security
// headers (docs/decisions/0015): pages, server functions, API routes, static files, the CMS admin
// and API.
import { type APIResponse, expect, type Page, type Response, test } from '@playwright/test'
import { freshTotpCode } from '@storefront/rules/staff-login'
import { cmsAsAdmin, cmsURL, ownClientAddress, ownStaff, signIn, waitForHydration } from './support'

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/login/password',
  '/register',
  '/forgot-password',
  '/__/account/invalid-code',
  '/device/partner',
  '/device/register',
  '/korea',
  '/posts/1',
  '/shops',
  '/survey/shop-visit-2026',
  '/terms/privacy',
  '/terms/service',
  '/trade-in/1',
  '/no-such-page',
]
/** Answered to anyone with the same page, which a CDN may keep (docs/decisions/0023). */
const SHARED_PAGES = ['/', '/device/partner', '/device/register', '/korea', '/posts/1', '/shops', '/terms/privacy', '/terms/service', '/trade-in/1']
/** Made from a render kept for every anonymous visitor: the shared pages, and the 404 page of an unknown address (its line aside). */
const FROM_KEPT_RENDERS = [...SHARED_PAGES, '/no-such-page']
const ACCOUNT_PAGES = ['/user', '/user/device', '/user/service', '/user/service/current', '/trade-in/1/me']

/**
 * Collects every CSP violation of every document the page opens: the `securitypolicyviolation`
 * events (reported through the console) and Chromium's own console errors about the policy.
 */
async function watchViolations(page: Page): Promise<{ events: string[]; all: () => string[] }> {
  const events: string[] = []
  const consoleErrors: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() !== 'error') return
    if (text.startsWith('CSP violation:')) events.push(`${page.url()}: ${text}`)
    else if (/Content Security Policy/.test(text)) consoleErrors.push(`${page.url()}: ${text}`)
  })
  return { events, all: () => [...events, ...consoleErrors] }
}

const header = (response: Response | APIResponse | null, name: string) => response?.headers()[name.toLowerCase()]

function expectCommonHeaders(response: Response | APIResponse | null, what: string) {
  expect(header(response, 'x-content-type-options'), what).toBe('nosniff')
  expect(header(response, 'referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(header(response, 'permissions-policy'), what).toBeTruthy()
  // The test run is a local production build over http: no HSTS.
  expect(header(response, 'strict-transport-security'), what).toBeUndefined()
}

/** The page policy's common part; the inline scripts are allowed by `allowance` (a nonce or hashes). */
function expectPagePolicy(response: Response | null, path: string, allowance: 'nonce' | 'hashes'): string {
  expectCommonHeaders(response, path)
  const policy = header(response, 'content-security-policy') ?? ''
  if (allowance === 'nonce') expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;| )/)
  // A page shared between visitors (docs/decisions/0023): its own inline scripts by their hashes, no nonce.
  // Then only hosts (the postcode search's script, on every page since a page's policy outlives client-side navigation).
  else expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+( https?:\/\/[^\s;']+)*;/)
  if (allowance === 'hashes') expect(policy, path).not.toContain("'nonce-")
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(policy, path).toContain("frame-ancestors 'none'")
  expect(policy, path).toContain("object-src 'none'")
  expect(policy, path).not.toContain('unsafe-eval')
  expect(header(response, 'permissions-policy'), path).toMatch(/geolocation=\(self\).*camera=\(self\)/)
  return allowance === 'nonce' ? policy.match(/'nonce-([^']+)'/)![1]! : policy
}

test('public pages run under the CSP with nothing blocked: those made for many by hashes, the others each with its own nonce', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const nonces = new Set<string>()
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path)
    if (FROM_KEPT_RENDERS.includes(path)) {
      expectPagePolicy(response, path, 'hashes')
      expect(await page.locator('[nonce], meta[property="csp-nonce"]').count(), `${path}: no nonce in a page made for many`).toBe(0)
    } else nonces.add(expectPagePolicy(response, path, 'nonce'))
    await waitForHydration(page)
  }
  expect(nonces.size, 'a fresh nonce per page').toBe(PUBLIC_PAGES.length - FROM_KEPT_RENDERS.length)
  // Client-side navigation loads further chunks under the same policy.
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('link', { name: '매장 찾기' }).first().click()
  await expect(page).toHaveURL(/\/shops/)
  await waitForHydration(page)
  expect(violations.all()).toEqual([])
})

for (const [kind, path] of [
  ['hashes', '/'],
  ['a nonce', '/login'],
] as const) {
  test(`a script injected into a page under ${kind} does not run, and is reported`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(path)
    await waitForHydration(page)
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 0))
      return (window as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.events.length).toBe(1)
    expect(violations.events[0]).toMatch(/script-src/)
  })
}

test('signing in (Firebase SDK against the Auth Emulator) and the account pages raise no violation', async ({ page, context }) => {
  test.setTimeout(120_000)
  await ownClientAddress(context)
  const violations = await watchViolations(page)
  const serverFunction = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'POST')
  await signIn(page, '/user')
  expectCommonHeaders(await serverFunction, 'a server function')
  expect(header(await serverFunction, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
  for (const path of ACCOUNT_PAGES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expectPagePolicy(response, path, 'nonce')
    await waitForHydration(page)
  }
  expect(violations.all()).toEqual([])
})

test('API routes and static files carry the headers and a policy that allows nothing', async ({ page, request }) => {
  for (const path of ['/api/health', '/robots.txt', '/favicon.svg', '/builds/latest.json']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expectCommonHeaders(response, path)
    expect(header(response, 'content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
  }
  // The page's CSS is inline (docs/decisions/0026): its script files and fonts are the static files.
  // A flow's page names its scripts in its HTML; a public page's come with the first interaction (0055).
  await page.goto('/login')
  const script = await page.locator('script[src^="/assets/"]').first().getAttribute('src')
  expect(script).toMatch(/^\/assets\/.+\.js$/)
  const asset = await request.get(script!)
  expectCommonHeaders(asset, script!)
  expect(header(asset, 'cache-control')).toContain('immutable')
})

test('the CMS admin works under its CSP: a manager logs in and saves a draft', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the admin panel is used on desktops')
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const cms = await cmsAsAdmin(request)
  const created = await cms.post('/api/posts?draft=true', { title: `CSP 확인 ${Date.now()}`, excerpt: '요약', category: 'notice', _status: 'draft' })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    const login = await page.goto(`${cmsURL}/admin/login`)
    expectCommonHeaders(login, 'admin login')
    const policy = header(login, 'content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
    const manager = await ownStaff(request, 'manager')
    await page.locator('#field-email').fill(manager.email)
    await page.locator('#field-password').fill(manager.password)
    await page.locator('button[type="submit"]').click()
    // The second factor's step of the same form (docs/decisions/0075), under the same policy.
    await page.locator('#field-code').fill(await freshTotpCode(manager.email, manager.totpSecret))
    await page.getByRole('button', { name: '확인', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`^${cmsURL}/admin/?$`), { timeout: 30_000 })

    await page.goto(`${cmsURL}/admin/collections/posts/${doc.id}`)
    const title = page.locator('#field-title')
    await expect(title).toBeVisible({ timeout: 30_000 })
    const edited = `CSP 아래에서 고친 제목 ${Date.now()}`
    await title.fill(edited)
    await page.locator('#action-save-draft').click()
    await expect
      .poll(async () => ((await (await cms.get(`/api/posts/${doc.id}?draft=true`)).json()) as { title: string }).title, { timeout: 30_000 })
      .toBe(edited)
    expect(violations.all()).toEqual([])

    const api = await request.get(`${cmsURL}/api/health`)
    expectCommonHeaders(api, 'CMS API')
    expect(header(api, 'content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
  } finally {
    await cms.delete(`/api/posts/${doc.id}`)
  }
})
