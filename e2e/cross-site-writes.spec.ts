// Attack: a page of another site — or of another origin of ours (a sibling subdomain, another port,
// the CMS's own) — makes a signed-in visitor's browser send a write (docs/decisions/0032). Every
// state-changing request of both servers answers 403 to it, before any handler runs. The routes
// are read from what the servers are built from — the storefront's generated route table and its
// server-function manifest, the CMS's from the route table its Payload config answers
// (cms/src/lib/routeTable.gen.json, kept equal to the config by a test) — so a new route is covered
// by this test or fails it.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { adminToken, cmsPaths, cmsURL, ownClientAddress, serverFunctions, storefrontPaths, webURL } from './support'

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const HANGUL = /[가-힣]/

/** What browsers send from a page elsewhere: another site, and a sibling origin of the same site. */
const foreignPages: Array<Record<string, string>> = [
  { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', referer: 'https://evil.example/' },
  { 'sec-fetch-site': 'same-site', origin: 'http://localhost:9999', referer: 'http://localhost:9999/' },
  // An older browser without Fetch Metadata: Origin alone.
  { origin: 'https://evil.example' },
]

async function expectRefused(request: APIRequestContext, method: string, url: string, headers: Record<string, string>, extra: Record<string, string> = {}) {
  const response = await request.fetch(url, { method, headers: { ...headers, ...extra }, data: '', maxRedirects: 0 })
  expect(response.status(), `${method} ${url} from ${headers.origin}`).toBe(403)
  const body = await response.text()
  expect(body, `${method} ${url}: the refusal says why in Korean`).toMatch(HANGUL)
}

test('every storefront route and server function refuses a write from another site or origin', async ({ request }) => {
  const paths = storefrontPaths()
  expect(paths.length, 'routes read from web/src/routeTree.gen.ts').toBeGreaterThan(40)
  expect(paths).toEqual(expect.arrayContaining(['/api/identity/start', '/api/devices/register', '/api/service/request', '/api/trade-in/request']))
  const functions = [...serverFunctions().values()]
  expect(functions.length, 'server functions read from the build').toBeGreaterThan(20)
  let refused = 0
  for (const headers of foreignPages) {
    for (const path of paths) {
      for (const method of WRITES) {
        await expectRefused(request, method, `${webURL}${path}`, headers)
        refused += 1
      }
    }
    for (const id of functions) {
      await expectRefused(request, 'POST', `${webURL}/_serverFn/${id}`, headers, { 'x-tsr-serverfn': 'true', 'content-type': 'application/json' })
      refused += 1
    }
  }
  console.log(
    `cross-site writes to the storefront: ${refused} refused (${paths.length} routes × ${WRITES.length} methods + ${functions.length} server functions, × ${foreignPages.length} origins)`,
  )
})

test('a form of another origin cannot start a signed-in customer’s 본인인증; the same form on the storefront can', async ({ page }, testInfo) => {
  // Its own client address: the write limits count this machine's other tests under the shared one.
  await ownClientAddress(page.context())
  await signInAsOwnCustomer(page, testInfo, 'cross-site')
  const start = (headers: Record<string, string>) =>
    page.request.post('/api/identity/start', { form: { back: '/device/register/auth' }, headers: { ...headers, accept: 'application/json' }, maxRedirects: 0 })
  for (const headers of foreignPages) {
    const response = await start(headers)
    expect(response.status(), JSON.stringify(headers)).toBe(403)
    expect(await response.text()).not.toContain('identityVerificationId')
  }
  // The control: the storefront's own page is taken, so the refusals above were about the origin.
  const own = await start({ 'sec-fetch-site': 'same-origin', origin: webURL })
  expect(own.status()).toBe(200)
  expect((await own.json()).identityVerificationId).toMatch(/^iv-\d+-/)
})

test('every CMS route refuses a write from another origin, even carrying a valid credential', async ({ request }) => {
  // 2,628 requests: 16–38 s beside two other journeys; the limit is a guard against a hang.
  test.setTimeout(120_000)
  const paths = cmsPaths()
  expect(paths.length, 'routes read from cms/src/lib/routeTable.gen.json').toBeGreaterThan(100)
  expect(paths).toEqual(expect.arrayContaining(['/api/customers/me/identity', '/api/serials/check', '/api/service-requests/1', '/api/globals/site']))
  // The table holds the Payload config's routes; these are Next's, beside it.
  const targets = [...paths, '/api/graphql', '/admin', '/admin/collections/service-requests/1', '/api/no-such-route']
  // An admin's session cookie, which the browser sends along.
  const credential = { cookie: `payload-token=${await adminToken(request)}` }
  let refused = 0
  // Over 2,600 requests: one route's (every method from every origin) at a time, not one by one,
  // which took 56 s of the test's 60 in a full run and over 60 in the next.
  for (const path of targets) {
    const sends = foreignPages.flatMap((headers) =>
      WRITES.map((method) => expectRefused(request, method, `${cmsURL}${path}`, headers, { ...credential, 'content-type': 'application/json' })),
    )
    await Promise.all(sends)
    refused += sends.length
  }
  console.log(`cross-site writes to the CMS: ${refused} refused (${targets.length} routes × ${WRITES.length} methods × ${foreignPages.length} origins)`)
  // The control: the admin panel's own origin and a server (no browser headers) are served.
  const own = await request.post(`${cmsURL}/api/serials/check`, {
    headers: { 'sec-fetch-site': 'same-origin', origin: cmsURL },
    data: { serialNumber: 'E2E-NOPE0001' },
  })
  expect(own.status()).not.toBe(403)
})
