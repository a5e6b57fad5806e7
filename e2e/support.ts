// Shared helpers for the journeys in this folder.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test'
import { fromJSON, toJSON } from 'seroval'
import { type CmsPost, demoTotpSecret, enrolTotp, fetchPost, freshTotpCode, type StaffCredentials, staffLogin } from '@storefront/rules/staff-login'

export const cmsURL = process.env.E2E_CMS_URL ?? 'http://localhost:3101'
export const webURL = process.env.E2E_WEB_URL ?? 'http://localhost:3100'
/** What a browser sends with a write from one of the storefront's own pages (others are refused, cross-site-writes.spec.ts). */
export const fromStorefront = { origin: webURL, 'sec-fetch-site': 'same-origin' }
/** The reason (사유) a staff list read of many customers' records gives, as the CMS asks (docs/decisions/0077). */
export const bulkReadReason = encodeURIComponent('테스트 결과 확인')
export const demoPassword = process.env.SEED_PASSWORD ?? 'storefront-demo'
export const demoCustomer = { email: 'customer@storefront.test', password: demoPassword }
/** The seeded admin: its password and, in local runs, the authenticator secret the seed gave it (docs/decisions/0075). */
export const demoAdmin: StaffCredentials = { email: 'admin@storefront.test', password: demoPassword, totpSecret: demoTotpSecret() }

/**
 * The storefront marks <html data-hydrated> once React has hydrated; click only after that. A public
 * page loads the app on the first interaction (docs/decisions/0055) and says it waits for one with
 * <html data-app="waiting">: then a key is pressed, Shift, which does nothing on the page, as a
 * visitor's first keystroke would, and the journey goes on once the app has hydrated.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"], html[data-app="waiting"]')).toHaveCount(1)
  if (await page.locator('html[data-app="waiting"]').count()) await page.keyboard.press('Shift')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** The Web Vitals reporter, which every page adds on a sampled visit (all of them on a local run) after its load, not part of the app (docs/decisions/0074). */
export const isWebVitalsReporter = (url: string) => /\/assets\/web-vitals-[\w-]+\.js$/.test(url)

/** Fills in and sends the e-mail login form; from /login (Kakao or e-mail) it picks e-mail first. */
export async function submitLogin(page: Page) {
  await waitForHydration(page)
  if (new URL(page.url()).pathname === '/login') {
    await page.getByRole('link', { name: '이메일로 로그인' }).click()
    await expect(page).toHaveURL(/\/login\/password/)
    await waitForHydration(page)
  }
  await page.getByLabel('이메일').fill(demoCustomer.email)
  await page.getByLabel('비밀번호').fill(demoCustomer.password)
  await page.getByRole('button', { name: '로그인' }).click()
}

/** Signs the demo customer in through the login page and waits to land on `redirect`. */
export async function signIn(page: Page, redirect = '/user') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
  await submitLogin(page)
  await expect(page).toHaveURL(redirect)
}

/**
 * Gives this test's browser a client address of its own (the e2e servers trust one proxy hop,
 * scripts/test.mjs): rate limits count its attempts apart from every other test's, however many
 * run in the same 15 minutes (--repeat-each). Returns the address, for requests made outside the browser.
 */
export async function ownClientAddress(context: BrowserContext): Promise<string> {
  // A /64 of its own too: the storefront's render budget counts an IPv6 client by its /64 (docs/decisions/0078).
  const groups = randomUUID().replace(/-/g, '').match(/.{4}/g)!.slice(0, 4)
  const address = `2001:db8:${groups[0]}:${groups[1]}::${groups[2]}:${groups[3]}`
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return address
}

/**
 * A full-page screenshot in the HTML report, for the "looks finished" review: taken when the run
 * is one (E2E_SCREENSHOTS=1). Each costs seconds of a busy machine's CPU on a phone's screen, and
 * asserts nothing; a failing journey's screenshot is taken whatever this says.
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return
  await page.evaluate(() => document.fonts.ready)
  testInfo.attach(`${name} (${testInfo.project.name})`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
}

/** The shared staff login's CmsPost through Playwright's request context: a page's (`page.request`) keeps the cookie for the page. */
export const requestPost =
  (request: APIRequestContext, base = cmsURL): CmsPost =>
  async (path, body) => {
    const response = await request.post(`${base}${path}`, { data: body })
    return { status: response.status(), body: await response.json().catch(() => null) }
  }

/** The seeded admin's token: one login for the whole run (e2e/global-setup.ts), or one here when the run has none. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (process.env.E2E_ADMIN_TOKEN) return process.env.E2E_ADMIN_TOKEN
  return (await staffLogin(requestPost(request), demoAdmin)).token
}

/** The CMS REST API as the seeded admin (staff edits in the journeys go through it). */
export async function cmsAsAdmin(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  return {
    get: (path: string) => request.get(`${cmsURL}${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`${cmsURL}${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`${cmsURL}${path}`, { headers, data }),
    // A journey that opened its document in the admin panel leaves Payload's edit lock on it for
    // minutes; without the override, cleaning up after it is refused (423) and the document stays.
    delete: (path: string) => request.delete(`${cmsURL}${path}`, { headers, params: { overrideLock: 'true' } }),
  }
}

/** What signing a staff member in needs: the password and their authenticator app's secret. */
export type Staff = StaffCredentials

/**
 * A staff member of this journey's own, made by the admin, with an authenticator app enrolled
 * through the API (the password step, then the enrolment with a code). Payload keeps a user's
 * sessions in one list that each login rewrites, so two logins of one user at the same moment can
 * drop one of the two sessions: journeys running side by side never log in as the same staff member.
 */
export async function ownStaff(request: APIRequestContext, role: 'admin' | 'manager' | 'staff'): Promise<Staff> {
  const staff = { email: `${role}-${randomUUID().slice(0, 8)}@staff.storefront.test`, password: `Pw-${randomUUID()}` }
  const response = await (await cmsAsAdmin(request)).post('/api/users', { ...staff, name: `테스트 ${role}`, role })
  expect(response.status(), `staff ${staff.email}: ${await response.text()}`).toBe(201)
  // Over Node's fetch: the enrolment signs the member in, and that cookie must not land in the journey's request context.
  const { totpSecret } = await enrolTotp(fetchPost(cmsURL), staff)
  return { ...staff, totpSecret }
}

/**
 * Signs `staff` into the admin panel without its login page: the panel's own calls (the password,
 * then a fresh code of their authenticator app), whose cookie the page's browser keeps. The page is
 * left where it was; the journey opens what it is about. The login form itself is driven by
 * logIntoAdminPanel (desk-day.spec.ts).
 */
export async function signIntoAdminPanel(page: Page, staff: Staff) {
  await staffLogin(requestPost(page.request), staff)
  expect((await page.context().cookies(cmsURL)).some(({ name }) => name === 'payload-token')).toBe(true)
}

/** Logs `staff` into the admin panel through its login form (the password, then the code) and waits for its dashboard. */
export async function logIntoAdminPanel(page: Page, staff: Staff) {
  await page.goto(`${cmsURL}/admin/login`)
  await page.locator('#field-email').fill(staff.email)
  await page.locator('#field-password').fill(staff.password)
  await page.locator('button[type="submit"]').click()
  await page.locator('#field-code').fill(await freshTotpCode(staff.email, staff.totpSecret))
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`^${cmsURL}/admin/?$`), { timeout: 30_000 })
}

/** Server function name → id, from the server build's manifest. */
export function serverFunctions(): Map<string, string> {
  const found = new Map<string, string>()
  const server = join(import.meta.dirname, '../web', process.env.WEB_OUTPUT_DIR ?? '.output-test', 'server')
  let bundle: string
  try {
    // The manifest sits in the entry or, when the start instance has function middleware, in a chunk of its own.
    const chunks = readdirSync(join(server, 'assets')).filter((name) => name.includes('server-fn'))
    bundle = [join(server, 'index.mjs'), ...chunks.map((name) => join(server, 'assets', name))].map((file) => readFileSync(file, 'utf8')).join('\n')
  } catch {
    return found // no build: the first test below says so
  }
  for (const [, id, name] of bundle.matchAll(/"([0-9a-f]{64}(?:_\d+)?)":\s*\{\s*functionName:\s*"(\w+)_createServerFn_handler"/g)) found.set(name!, id!)
  return found
}

type ServerFunctionAnswer = { ok: boolean; code?: string; message?: string }

/** A storefront server function as a page's script calls it (its id from the build), and its answer. */
export async function callServerFunction(request: APIRequestContext, name: string, data: unknown): Promise<ServerFunctionAnswer> {
  const id = serverFunctions().get(name)
  expect(id, `${name} in the build`).toBeTruthy()
  const response = await request.post(`/_serverFn/${id}`, {
    headers: { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    data: JSON.stringify(toJSON({ data, context: {} })),
  })
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200)
  // The body is Seroval's tree alone; fromJSON reads it with the features and references toJSON would have written.
  return (fromJSON({ t: await response.json(), f: 127, m: [] }) as { result: ServerFunctionAnswer }).result
}

/** Every path of the CMS's REST route table (cms/src/lib/routeTable.gen.json), `sample` in each parameter, under /api. */
export function cmsPaths(sample = '1'): string[] {
  const table = JSON.parse(readFileSync(join(import.meta.dirname, '../cms/src/lib/routeTable.gen.json'), 'utf8')) as string[]
  return [...new Set(table.map((route) => `/api${route.split(' ')[1]!.replace(/:\w+\??/g, sample)}`))]
}

/** Every path of the storefront's route table (web/src/routeTree.gen.ts), `sample` in each parameter. */
export function storefrontPaths(sample = '1'): string[] {
  const table = readFileSync(join(import.meta.dirname, '../web/src/routeTree.gen.ts'), 'utf8')
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(table)?.[1] ?? ''
  return [...union.matchAll(/'([^']*)'/g)].map(([, path]) =>
    path!
      .replace(/\/\{-\$\w+\}/g, '')
      .replace(/\$\w+/g, sample)
      .replace(/\/\$$/, `/${sample}`),
  )
}

/** Who sends a call of a bulk HTTP check: signed out, or with a browser's cookies; from which client address. */
export type Sender = { cookie?: string; forwardedFor?: string }
export const signedOut: Sender = {}

/** A sender with `context`'s storefront cookies (a signed-in customer's session among them). */
export async function senderOf(context: BrowserContext, forwardedFor?: string): Promise<Sender> {
  const cookies = await context.cookies(webURL)
  return { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), forwardedFor }
}

/**
 * One call to the storefront by Node's own fetch, redirects not followed: for checks that send
 * hundreds, where Playwright's request client took more CPU than the servers answering it
 * (docs/decisions/0046).
 */
export function send(sender: Sender, path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string | URLSearchParams } = {}) {
  return fetch(new URL(path, webURL), {
    method: init.method ?? 'GET',
    headers: { ...init.headers, ...(sender.cookie && { cookie: sender.cookie }), ...(sender.forwardedFor && { 'x-forwarded-for': sender.forwardedFor }) },
    body: init.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
}

/** Why a fetch got no answer: its message and its cause's code (a reset socket, a timeout). */
export const whyNoAnswer = (error: Error) => [error.message.split('\n')[0], (error.cause as { code?: string } | undefined)?.code].filter(Boolean).join(': ')
