// A new staff member's first sign-in to the admin panel enrols a second factor, and from then on
// the password alone signs nobody in (docs/decisions/0075).
import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { freshTotpCode, markTotpStepUsed, totpCode, totpStepAt } from '@storefront/rules/staff-login'
import { cmsAsAdmin, cmsURL } from './support'

test.skip(({ isMobile }) => isMobile, 'the admin panel is used on desktops')

const adminHome = new RegExp(`^${cmsURL}/admin/?$`)

async function passwordStep(page: Page, staff: { email: string; password: string }) {
  await page.goto(`${cmsURL}/admin/login`)
  await page.locator('#field-email').fill(staff.email)
  await page.locator('#field-password').fill(staff.password)
  await page.getByRole('button', { name: '로그인' }).click()
}

async function signOut(page: Page) {
  await page.goto(`${cmsURL}/admin/logout`)
  await expect(page.locator('#field-email')).toBeVisible()
  await expect.poll(async () => (await page.context().cookies(cmsURL)).some(({ name }) => name === 'payload-token')).toBe(false)
}

test('a new staff member enrols an authenticator app and a passkey, then signs in with each, never with the password alone', async ({ page, request }) => {
  test.setTimeout(120_000)
  const staff = { email: `second-factor-${randomUUID().slice(0, 8)}@staff.storefront.test`, password: `Pw-${randomUUID()}` }
  const created = await (await cmsAsAdmin(request)).post('/api/users', { ...staff, name: '2단계 신입', role: 'staff' })
  expect(created.status()).toBe(201)

  // Chromium's own authenticator, as a laptop's fingerprint reader would be.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })

  // The first sign-in: the password, then the enrolment the panel asks for.
  await passwordStep(page, staff)
  await expect(page.getByRole('heading', { name: '2단계 인증 등록' })).toBeVisible()
  await page.getByRole('button', { name: '인증 앱 등록하기' }).click()
  await expect(page.getByRole('img', { name: '인증 앱 등록용 QR 코드' }).locator('svg')).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  const step = totpStepAt()
  await page.getByLabel('인증 앱에 표시된 6자리 코드').fill(totpCode(secret, step))
  markTotpStepUsed(staff.email, step)
  await page.getByRole('button', { name: '확인하고 등록' }).click()
  await expect(page.getByRole('heading', { name: '2단계 인증을 등록했습니다' })).toBeVisible()
  await expect(page.getByRole('list', { name: '복구 코드 목록' }).getByRole('listitem')).toHaveCount(10)
  await expect(page.getByRole('list', { name: '복구 코드 목록' }).getByRole('listitem').first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  // Signed in already: the passkey is added to the same account.
  await page.getByRole('button', { name: '패스키 등록하기' }).click()
  await expect(page.getByText('인증 앱과 패스키를 모두 등록했습니다.')).toBeVisible()
  await page.getByRole('button', { name: '관리자 화면으로' }).click()
  await expect(page).toHaveURL(adminHome)
  await signOut(page)

  // With the passkey; its answer, sent again, signs nobody in.
  await passwordStep(page, staff)
  const passkeySignIn = page.waitForRequest(`${cmsURL}/api/users/login/second-factor`)
  await page.getByRole('button', { name: '패스키로 로그인' }).click()
  await expect(page).toHaveURL(adminHome)
  const replayed = await request.post(`${cmsURL}/api/users/login/second-factor`, { data: (await passkeySignIn).postDataJSON() })
  expect(replayed.status()).toBe(401)
  await signOut(page)

  // With a code of the authenticator app.
  await passwordStep(page, staff)
  await page.getByLabel('인증 코드').fill(await freshTotpCode(staff.email, secret))
  await page.getByRole('button', { name: '확인', exact: true }).click()
  await expect(page).toHaveURL(adminHome)
  // Their account page lists both, and the recovery codes still unused.
  await page.goto(`${cmsURL}/admin/account`)
  const factors = page.getByRole('region', { name: '2단계 인증' })
  await expect(factors.getByRole('listitem')).toHaveText([/^인증 앱 · .+ 등록/, /^패스키 1 · .+ 등록/])
  await expect(factors.getByText('남은 복구 코드: 10개')).toBeVisible()
  await signOut(page)

  // The password alone: the panel asks for the second factor and lets nobody in.
  await passwordStep(page, staff)
  await expect(page.getByRole('heading', { name: '2단계 인증', exact: true })).toBeVisible()
  expect((await page.context().cookies(cmsURL)).some(({ name }) => name === 'payload-token')).toBe(false)
  await page.goto(`${cmsURL}/admin`)
  await expect(page).toHaveURL(new RegExp(`^${cmsURL}/admin/login`))
  // Nor does the API.
  const login = await request.post(`${cmsURL}/api/users/login`, { data: staff })
  expect(login.status()).toBe(200)
  expect(login.headers()['set-cookie']).toBeUndefined()
  const body = (await login.json()) as { token?: string; secondFactor: { next: string; methods: string[] } }
  expect(body.token).toBeUndefined()
  expect(body.secondFactor).toMatchObject({ next: 'verify', methods: ['totp', 'passkey', 'recovery'] })
})
