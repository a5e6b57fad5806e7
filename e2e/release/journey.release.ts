// The release as it would ship (scripts/test-release.mjs): a customer signs up, verifies (본인인증)
// through the PortOne stand-in, registers a device and files an A/S request, and a staff member
// moves the request a step, all through the images' servers behind the balancer. Through the calls
// the pages make, as e2e/shop-counter.spec.ts goes; the pages are the suite's journeys'.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { fetchPost, staffLogin } from '@storefront/rules/staff-login'
import { strongPassword } from '../account-support'
import { newPerson, verifyThroughApi } from '../identity-support'
import { callServerFunction, cmsAsAdmin, cmsURL, fromStorefront, ownStaff } from '../support'

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv', { timeZone: 'Asia/Seoul' })

test('a customer signs up, verifies, registers a device and files an A/S request; staff receive it', async ({ request }) => {
  expect(emulatorHost, 'FIREBASE_AUTH_EMULATOR_HOST').toBeTruthy()
  const admin = await cmsAsAdmin(request)
  const email = `release-${randomUUID().slice(0, 8)}@storefront.test`
  const password = strongPassword()

  // Sign-up: asked first, then the account made as Firebase's SDK makes it, then the record.
  expect(await callServerFunction(request, 'admitAuthAttempt', { action: 'register', email })).toEqual({ ok: true })
  const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
  const account = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) }
  expect((await fetch(`${identityToolkit}/accounts:signUp?key=demo-api-key`, account)).status).toBe(200)
  const signIn = await fetch(`${identityToolkit}/accounts:signInWithPassword?key=demo-api-key`, account)
  expect(signIn.status).toBe(200)
  const { idToken } = (await signIn.json()) as { idToken: string }
  const registered = { idToken, name: '출시 고객', phone: '', phoneConsent: false, termsAccepted: true, privacyAccepted: true, marketingOptIn: false }
  expect(await callServerFunction(request, 'completeRegistration', registered)).toEqual({ ok: true })

  // 본인인증 through the PortOne stand-in.
  expect(await verifyThroughApi(request, newPerson())).toBe('/device/register/auth')

  // A genuine serial, checked, then the device registered.
  const { docs: products } = await (await admin.get('/api/products?where[code][equals]=VP-AIR&depth=0')).json()
  const serialNumber = `REL-${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  expect((await admin.post('/api/serials', { serialNumber, product: products[0].id, status: 'available' })).status()).toBe(201)
  const checked = await request.post('/api/devices/check', { form: { serialNumber }, headers: fromStorefront, maxRedirects: 0 })
  expect(checked.headers().location).toBe('/device/register/auth')
  const license = { idempotencyKey: randomUUID(), purchaseDate: daysAgo(3), purchaseChannel: 'marketplace', termsAccepted: 'on', privacyAccepted: 'on' }
  const device = await request.post('/api/devices/register', { multipart: license, headers: { ...fromStorefront, accept: 'application/json' } })
  expect(device.status(), await device.text()).toBe(200)

  // The A/S request, mailed in.
  const form = {
    serialNumber,
    symptom: 'power',
    description: '전원 버튼을 눌러도 켜지지 않습니다.',
    method: 'mail',
    name: '김출시',
    phone: '010-2345-6789',
    postalCode: '04524',
    address: '서울 중구 세종대로 110',
    idempotencyKey: randomUUID(),
  }
  const filed = await request.post('/api/service/request', { headers: { ...fromStorefront, accept: 'application/json' }, multipart: form, maxRedirects: 0 })
  expect(filed.status(), await filed.text()).toBe(200)
  const id = Number(new URL(((await filed.json()) as { location: string }).location, cmsURL).searchParams.get('service'))
  expect((await (await admin.get(`/api/service-requests/${id}?depth=0`)).json()).status).toBe('requested')

  // A staff member of the run's own receives the parcel.
  const staff = await ownStaff(request, 'staff')
  const { token } = await staffLogin(fetchPost(cmsURL), staff)
  const moved = await request.patch(`${cmsURL}/api/service-requests/${id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { status: 'received', statusNote: '택배를 받았습니다.' },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  expect((await (await admin.get(`/api/service-requests/${id}?depth=0`)).json()).status).toBe('received')
})
