// No 5xx from any input, on the storefront (docs/decisions/0032): every route of its route table
// with malformed, non-ASCII and undecodable values in its parameters and query, as a visitor and
// as a signed-in customer; and the refusals of server functions answer their 4xx, not a 200 with
// an error inside (the CMS's routes are walked in cms/src/endpoints/noServerErrors.int.test.ts,
// server functions and form posts are fuzzed in fuzz-server-functions.spec.ts).
import { type APIRequestContext, expect, test } from '@playwright/test'
import { toJSON } from 'seroval'
import { signInAsOwnCustomer } from './account-support'
import { cmsAsAdmin, fromStorefront, ownClientAddress, serverFunctions, storefrontPaths } from './support'

const SAMPLES = ['abc', '1.5', '-1', '99999999999', '%00', '%EA%B0%80', '%ED%A0%80', '%', 'x'.repeat(300)]
const HOSTILE_QUERY = '?redirect=%ED%A0%80&error=%00&q=%EA%B0%80&page=-1&tab=%ZZ&serial=%F0%9F%98%80'

async function walk(request: APIRequestContext): Promise<{ cases: number; failures: string[] }> {
  const urls = new Set<string>()
  for (const path of storefrontPaths()) urls.add(`${path}${HOSTILE_QUERY}`)
  for (const sample of SAMPLES) for (const path of storefrontPaths(sample)) urls.add(path)
  // Server functions by ids this build does not have: none, malformed, well-formed but unknown.
  for (const id of ['', ...SAMPLES, '0'.repeat(64), `${'f'.repeat(64)}_1`]) urls.add(`/_serverFn/${id}`)
  const failures: string[] = []
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0, timeout: 15_000 })
    if (response.status() >= 500) failures.push(`GET ${url.slice(0, 120)} → ${response.status()}`)
  }
  return { cases: urls.size, failures }
}

test('no route of the storefront answers a 5xx to malformed, non-ASCII or undecodable values, signed in or not', async ({ page, request }, testInfo) => {
  const anonymous = await walk(request)
  await signInAsOwnCustomer(page, testInfo, 'no-5xx')
  const customer = await walk(page.request)
  expect([...anonymous.failures, ...customer.failures]).toEqual([])
  console.log(`no-5xx walk of the storefront: ${anonymous.cases + customer.cases} requests (${anonymous.cases} per caller, 2 callers)`)
})

test('a name the database cannot store is refused by the profile form with a Korean 400 and changes nothing', async ({ page }, testInfo) => {
  // Its own client address: the fuzzing of the same function from this machine uses up the shared one.
  await ownClientAddress(page.context())
  const consumer = await signInAsOwnCustomer(page, testInfo, 'profile-nul')
  const id = serverFunctions().get('updateMyProfile')
  expect(id, 'updateMyProfile in the build').toBeTruthy()
  const admin = await cmsAsAdmin(page.request)
  const storedName = async () => {
    const { docs } = await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()
    return docs[0]?.name as string | undefined
  }
  // The CMS makes the customer record on its first sight of them: my page asks for it.
  await page.goto('/user')
  const before = await storedName()
  expect(before, 'the customer record').toBeTruthy()
  for (const name of ['김\u0000철수', '\uD800x']) {
    const response = await page.request.post(`/_serverFn/${id}`, {
      headers: { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
      data: JSON.stringify(toJSON({ data: { name, phone: '', phoneConsent: false, marketingOptIn: false }, context: {} })),
    })
    expect(response.status(), JSON.stringify(name)).toBe(400)
    expect(await response.text()).toMatch(/[가-힣]{2,}/)
  }
  expect(await storedName()).toBe(before)
})

test('input a server function’s validator refuses is a Korean 400, not a 200 carrying the error', async ({ page }) => {
  await ownClientAddress(page.context())
  const id = serverFunctions().get('completeRegistration')
  expect(id, 'completeRegistration in the build').toBeTruthy()
  const registration = {
    idToken: 'not-a-token',
    name: '김가입',
    phone: '',
    phoneConsent: false,
    termsAccepted: true,
    privacyAccepted: true,
    marketingOptIn: false,
  }
  for (const data of [
    { ...registration, name: '가'.repeat(60_000) },
    { ...registration, termsAccepted: false },
    { ...registration, phone: '010-1234-5678' },
  ]) {
    const response = await page.request.post(`/_serverFn/${id}`, {
      headers: { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
      data: JSON.stringify(toJSON({ data, context: {} })),
    })
    expect(response.status(), JSON.stringify(data).slice(0, 120)).toBe(400)
    expect(await response.text()).toContain('요청 내용이 올바르지 않습니다.')
  }
})
