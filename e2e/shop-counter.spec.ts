// A shop's counter on launch day: a hundred customers behind the shop's one address (its Wi-Fi, or
// a carrier's NAT) each sign up, verify (본인인증), register a device and file an A/S request within
// the hour, and every step goes through; one account hammering from the same address is refused,
// and the shop's next customer is not (docs/decisions/0080). Through the calls the pages make (the
// server functions, the form posts, the Auth Emulator and the PortOne stand-in), not the pages:
// the pages are other journeys' (account-register-and-verify, device-registration, after-sales-service).
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'
import { RATE_LIMITS } from '@storefront/rules/rate-limit-budgets'
import { strongPassword } from './account-support'
import { newPerson, verifyThroughApi } from './identity-support'
import { callServerFunction, cmsAsAdmin, fromStorefront, webURL } from './support'

const CUSTOMERS = 100
/** Customers at the counter at once: a busy shop, and a modest load on the suite's two cores (three journeys run beside each other). */
const AT_ONCE = 4

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'
const mailIn = {
  symptom: 'power',
  description: '전원 버튼을 눌러도 켜지지 않습니다.',
  method: 'mail',
  name: '김매장',
  phone: '010-2345-6789',
  postalCode: '04524',
  address: '서울 중구 세종대로 110',
}
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv', { timeZone: 'Asia/Seoul' })

/** A/S requests by JSON, as the form's script sends them; `fields` alone is a form the CMS refuses for its content. */
const fileRequest = (customer: APIRequestContext, fields: Record<string, string>) =>
  customer.post('/api/service/request', { headers: { ...fromStorefront, accept: 'application/json' }, multipart: fields, maxRedirects: 0 })

test('a hundred customers behind one address sign up, verify, register and file; one account hammering from it is refused', async ({ request }, testInfo) => {
  test.setTimeout(240_000)
  const admin = await cmsAsAdmin(request)
  const { docs: products } = await (await admin.get('/api/products?where[code][equals]=VP-AIR&depth=0')).json()
  // The shop's address, this run's own: no other journey counts against it.
  const shop = `2001:db8:5e0:${randomUUID().slice(0, 4)}::1`
  const contexts: APIRequestContext[] = []
  const atTheCounter = async () => {
    const context = await requests.newContext({ baseURL: webURL, extraHTTPHeaders: { 'x-forwarded-for': shop } })
    contexts.push(context)
    return context
  }

  /** One customer's visit, from the sign-up to the filed request, each step asserted. */
  async function visit(n: number): Promise<{ customer: APIRequestContext; serialNumber: string }> {
    const customer = await atTheCounter()
    const email = `shop-${n}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@storefront.test`
    const password = strongPassword()
    // Sign-up: asked first, then the account made as Firebase's SDK makes it, then the record.
    expect(await callServerFunction(customer, 'admitAuthAttempt', { action: 'register', email }), `sign-up ${n} admitted`).toEqual({ ok: true })
    const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
    const signUp = await fetch(`${identityToolkit}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
    expect(signUp.status, `the emulator's sign-up of ${email}`).toBe(200)
    // Then a sign-in for the token. Not the sign-up's own token, nor a refresh of it: the emulator
    // takes the sign-up's auth_time before it stamps validSince, so when a second turns in between,
    // that token reads as revoked (verifyIdToken's checkRevoked) — it failed CI once in 100 sign-ups.
    const signIn = await fetch(`${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
    expect(signIn.status, `the emulator's sign-in of ${email}`).toBe(200)
    const { idToken } = (await signIn.json()) as { idToken: string }
    const registered = { idToken, name: `매장 고객 ${n}`, phone: '', phoneConsent: false, termsAccepted: true, privacyAccepted: true, marketingOptIn: false }
    expect(await callServerFunction(customer, 'completeRegistration', registered), `customer ${n} recorded`).toEqual({ ok: true })
    // 본인인증 through the PortOne stand-in.
    expect(await verifyThroughApi(customer, newPerson())).toBe('/device/register/auth')
    // The genuineness check, then the registration.
    const serialNumber = `E2E-SC${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
    expect((await admin.post('/api/serials', { serialNumber, product: products[0].id, status: 'available' })).status()).toBe(201)
    const checked = await customer.post('/api/devices/check', { form: { serialNumber }, headers: fromStorefront, maxRedirects: 0 })
    expect(checked.headers().location, `check ${n}`).toBe('/device/register/auth')
    const license = { idempotencyKey: randomUUID(), purchaseDate: daysAgo(3), purchaseChannel: 'marketplace', termsAccepted: 'on', privacyAccepted: 'on' }
    const device = await customer.post('/api/devices/register', { multipart: license, headers: { ...fromStorefront, accept: 'application/json' } })
    expect(device.status(), `registration ${n}: ${await device.text()}`).toBe(200)
    expect((await device.json()).location).toMatch(/^\/device\/register\/complete\?device=\d+$/)
    // And an A/S request for it.
    const filed = await fileRequest(customer, { serialNumber, ...mailIn, idempotencyKey: randomUUID() })
    expect(filed.status(), `A/S request ${n}: ${await filed.text()}`).toBe(200)
    return { customer, serialNumber }
  }

  try {
    const started = Date.now()
    // The first customer alone: a cold server's first answers are slow, and the counter opens with one.
    const visits = [await visit(1)]
    let next = 1
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < CUSTOMERS) visits.push(await visit(++next))
      }),
    )
    expect(visits).toHaveLength(CUSTOMERS)
    testInfo.annotations.push({ type: 'shop counter', description: `${CUSTOMERS} visits in ${Math.round((Date.now() - started) / 1000)} s` })

    // One account hammering from the same address: its writes are refused within its session's
    // share, in Korean, and go on being refused however many it sends.
    const [{ customer: hammering, serialNumber }] = visits as [(typeof visits)[number]]
    const statuses: number[] = []
    for (let write = 0; write < RATE_LIMITS.storefrontWrites.perSession.points + 20; write++)
      statuses.push((await fileRequest(hammering, { serialNumber })).status())
    expect(statuses.indexOf(429), 'the first refusal').toBeGreaterThanOrEqual(0)
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(RATE_LIMITS.storefrontWrites.perSession.points)
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true)
    const refused = await fileRequest(hammering, { serialNumber, ...mailIn })
    expect(refused.status()).toBe(429)
    expect((await refused.json()).errors.form).toMatch(/^요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)

    // The shop's next customer is not held back by it.
    await visit(CUSTOMERS + 1)
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()))
  }
})
