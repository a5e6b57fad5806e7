// Journey: signing in with Kakao. The storefront runs Kakao's OAuth code flow against the local
// stand-in (stand-ins/kakao), signs the consumer in to Firebase (Auth Emulator) with a custom token
// and the CMS records the customer. Every failure lands on /login with a Korean message.
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { cmsAsAdmin, cmsURL, waitForHydration } from './support'

const kakaoBase = new URL(process.env.KAKAO_TOKEN_URL ?? 'http://127.0.0.1:3190/oauth/token').origin
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront-test'
const identityToolkit = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`

interface KakaoAccount {
  id: number
  nickname: string
  email: string | null
}

/** A Kakao account of its own for each test and browser project (the stand-in's test helper). */
async function newKakaoAccount(request: APIRequestContext, options: { email?: string; emailVerified?: boolean } = {}): Promise<KakaoAccount> {
  const nickname = `카카오손님-${randomUUID().slice(0, 8)}`
  const email = 'email' in options ? options.email : `${nickname.replace('카카오손님', 'kakao')}@storefront.test`
  const response = await request.post(`${kakaoBase}/test/accounts`, { data: { nickname, email, emailVerified: options.emailVerified ?? true } })
  expect(response.status()).toBe(201)
  return response.json()
}

/** An e-mail/password consumer in the emulator, with their customer record, as after registering. */
async function newPasswordAccount(request: APIRequestContext, { emailVerified }: { emailVerified: boolean }) {
  const email = `password-${randomUUID()}@storefront.test`
  const signUp = await request.post(`${identityToolkit}/accounts:signUp?key=demo-api-key`, {
    data: { email, password: randomUUID(), displayName: '김서연', returnSecureToken: true },
  })
  expect(signUp.ok()).toBe(true)
  const { localId, idToken } = (await signUp.json()) as { localId: string; idToken: string }
  if (emailVerified) await updateFirebaseUser(request, localId, { emailVerified: true })
  const me = await request.get(`${cmsURL}/api/customers/me`, { headers: { authorization: `Bearer ${idToken}` } })
  expect((await me.json()).user).toMatchObject({ firebaseUid: localId })
  return { uid: localId, email }
}

/** Admin changes to a user, as firebase-admin makes them (the emulator accepts the "owner" token). */
async function updateFirebaseUser(request: APIRequestContext, localId: string, changes: Record<string, unknown>) {
  const response = await request.post(`${identityToolkit}/projects/${projectId}/accounts:update`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId, ...changes },
  })
  expect(response.ok()).toBe(true)
}

async function customersWithUid(request: APIRequestContext, firebaseUid: string) {
  const cms = await cmsAsAdmin(request)
  const response = await cms.get(`/api/customers?where[firebaseUid][equals]=${encodeURIComponent(firebaseUid)}&depth=0`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs as Array<Record<string, unknown>>
}

/** From the login page's Kakao button (or the same URL, before that page has one) to Kakao's consent screen. */
async function openKakaoConsent(page: Page, redirect = '/user') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`)
  await waitForHydration(page)
  const kakaoButton = page.locator('a[href^="/auth/kakao"]')
  if (await kakaoButton.count()) await kakaoButton.first().click()
  else await page.goto(`/auth/kakao?redirect=${encodeURIComponent(redirect)}`)
  await expect(page).toHaveURL(new RegExp(`^${kakaoBase}/oauth/authorize\\?`))
  await expect(page.getByRole('heading', { name: '카카오계정으로 로그인' })).toBeVisible()
}

async function agreeAs(page: Page, account: KakaoAccount) {
  await page.getByLabel(account.nickname).check()
  await page.getByRole('button', { name: '동의하고 계속하기' }).click()
}

async function signInWithKakao(page: Page, account: KakaoAccount, redirect = '/user') {
  await openKakaoConsent(page, redirect)
  await agreeAs(page, account)
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?/]/g, '\\$&')}$`))
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'session')

async function expectLoginError(page: Page, context: BrowserContext, reason: string, message: RegExp) {
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByText(message)).toBeVisible()
  expect(await sessionCookie(context), 'no session after a failed Kakao login').toBeUndefined()
}

test('first Kakao login signs in and creates the customer in the CMS', async ({ page, context, request }) => {
  const account = await newKakaoAccount(request)
  await signInWithKakao(page, account)

  const session = await sessionCookie(context)
  expect(session?.httpOnly).toBe(true)
  const claims = JSON.parse(Buffer.from(session!.value.split('.')[1]!, 'base64url').toString())
  expect(claims.sub).toBe(`kakao:${account.id}`)
  // The state cookie was used once and is gone.
  expect((await context.cookies()).some((cookie) => cookie.name === 'kakao_oauth')).toBe(false)

  const customers = await customersWithUid(request, `kakao:${account.id}`)
  expect(customers).toHaveLength(1)
  expect(customers[0]).toMatchObject({ provider: 'kakao', kakaoId: String(account.id), name: account.nickname, email: account.email })

  // No registration form asked for their agreement: the first private page does, over the page,
  // and it is kept with the versions agreed, as an e-mail sign-up's is (docs/decisions/0063).
  const consents = customers[0]!.consents as Record<string, unknown> | undefined
  expect([consents?.termsAcceptedAt ?? null, consents?.privacyAcceptedAt ?? null]).toEqual([null, null])
  const dialog = page.getByRole('alertdialog', { name: '약관 동의' })
  await expect(dialog).toContainText('카카오로 가입하신 분께는')
  await dialog.getByRole('button', { name: '동의합니다' }).click()
  await expect(page.getByText('동의가 기록되었습니다.')).toBeVisible()
  const [agreed] = await customersWithUid(request, `kakao:${account.id}`)
  const version = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)
  expect(agreed!.consents).toMatchObject({ termsVersion: version, privacyVersion: version })
  expect((agreed!.consentHistory as Array<{ document: string }>).map(({ document }) => document).sort()).toEqual(['privacy', 'service'])
})

test('a returning Kakao user reaches the same customer, never a second one', async ({ page, context, request }) => {
  const account = await newKakaoAccount(request)
  await signInWithKakao(page, account)
  const [first] = await customersWithUid(request, `kakao:${account.id}`)

  await context.clearCookies()
  await signInWithKakao(page, account, '/user/device')
  expect(await sessionCookie(context)).toBeDefined()
  const customers = await customersWithUid(request, `kakao:${account.id}`)
  expect(customers).toHaveLength(1)
  expect(customers[0]!.id).toBe(first!.id)
})

test('refusing consent on Kakao goes back to /login with a Korean message', async ({ page, context }) => {
  await openKakaoConsent(page)
  await page.getByRole('button', { name: '취소' }).click()
  await expectLoginError(page, context, 'cancelled', /카카오 로그인을 취소했습니다/)
})

test('an invalid code and a reused code are refused with a Korean message', async ({ page, context, request }) => {
  // Invalid: a made-up code with this browser's own state.
  await openKakaoConsent(page)
  const state = new URL(page.url()).searchParams.get('state')
  await page.goto(`/auth/kakao/callback?code=made-up&state=${state}`)
  await expectLoginError(page, context, 'expired', /카카오 인증이 만료되었습니다/)

  // Reused: the code of a login that already succeeded, replayed with a fresh state.
  const account = await newKakaoAccount(request)
  let usedCode: string | null = null
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.pathname === '/auth/kakao/callback') usedCode ??= url.searchParams.get('code')
  })
  await signInWithKakao(page, account)
  expect(usedCode).toBeTruthy()
  await context.clearCookies()
  await openKakaoConsent(page)
  const freshState = new URL(page.url()).searchParams.get('state')
  await page.goto(`/auth/kakao/callback?code=${usedCode}&state=${freshState}`)
  await expectLoginError(page, context, 'expired', /카카오 인증이 만료되었습니다/)
})

test('a callback whose state does not match this browser is refused', async ({ page, context, browser }) => {
  await openKakaoConsent(page)
  await page.goto('/auth/kakao/callback?code=whatever&state=not-the-state-this-browser-was-given')
  await expectLoginError(page, context, 'state', /로그인 요청이 만료되었거나 올바르지 않습니다/)

  // A callback link planted from elsewhere: this browser never started a Kakao login.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await strangerPage.goto('/auth/kakao/callback?code=whatever&state=planted')
  await expectLoginError(strangerPage, stranger, 'state', /로그인 요청이 만료되었거나 올바르지 않습니다/)
  await stranger.close()
})

test('a Kakao login with an e-mail Kakao verified links to the existing account with that e-mail', async ({ page, context, request }) => {
  const existing = await newPasswordAccount(request, { emailVerified: true })
  const account = await newKakaoAccount(request, { email: existing.email, emailVerified: true })
  await signInWithKakao(page, account)

  const claims = JSON.parse(Buffer.from((await sessionCookie(context))!.value.split('.')[1]!, 'base64url').toString())
  expect(claims.sub).toBe(existing.uid)
  const customers = await customersWithUid(request, existing.uid)
  expect(customers).toHaveLength(1)
  expect(customers[0]).toMatchObject({ kakaoId: String(account.id), email: existing.email, provider: 'password' })
  expect(await customersWithUid(request, `kakao:${account.id}`)).toHaveLength(0)
})

test('an e-mail Kakao has not verified does not link: the Kakao account gets its own customer', async ({ page, context, request }) => {
  const existing = await newPasswordAccount(request, { emailVerified: true })
  const account = await newKakaoAccount(request, { email: existing.email, emailVerified: false })
  await signInWithKakao(page, account)

  const claims = JSON.parse(Buffer.from((await sessionCookie(context))!.value.split('.')[1]!, 'base64url').toString())
  expect(claims.sub).toBe(`kakao:${account.id}`)
  const [own] = await customersWithUid(request, `kakao:${account.id}`)
  expect(own).toMatchObject({ provider: 'kakao', email: null, kakaoId: String(account.id) })
  const [theirs] = await customersWithUid(request, existing.uid)
  expect(theirs?.kakaoId ?? null).toBeNull()
})

test('an existing account that never verified its e-mail is not linked either', async ({ page, context, request }) => {
  const existing = await newPasswordAccount(request, { emailVerified: false })
  const account = await newKakaoAccount(request, { email: existing.email, emailVerified: true })
  await signInWithKakao(page, account)

  const claims = JSON.parse(Buffer.from((await sessionCookie(context))!.value.split('.')[1]!, 'base64url').toString())
  expect(claims.sub).toBe(`kakao:${account.id}`)
  expect((await customersWithUid(request, existing.uid))[0]?.kakaoId ?? null).toBeNull()
})

test('a Kakao user whose account was disabled is told so on /login', async ({ page, context, request }) => {
  const account = await newKakaoAccount(request, { email: undefined })
  await signInWithKakao(page, account)
  await updateFirebaseUser(request, `kakao:${account.id}`, { disableUser: true })

  await context.clearCookies()
  await openKakaoConsent(page)
  await agreeAs(page, account)
  await expectLoginError(page, context, 'disabled', /이용이 중지된 계정입니다/)
})
