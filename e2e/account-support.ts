// Helpers of the account journeys: consumers of their own in the Auth Emulator (through
// firebase-admin, as staff tooling would), and the e-mail action links the emulator "sends".
import { randomUUID } from 'node:crypto'
import { type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { toJSON } from 'seroval'
import { cmsURL, fromStorefront, serverFunctions, waitForHydration, webURL } from './support'

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront-test'
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'
// firebase-admin reads it to talk to the emulator (the test process has it from scripts/test.mjs).
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost

export const adminAuth = () => getAuth(getApps()[0] ?? initializeApp({ projectId }))

/** An address no other test or browser project uses. */
export const uniqueEmail = (testInfo: TestInfo, label: string) => `${label}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@storefront.test`

export const strongPassword = () => `Pw-${randomUUID().slice(0, 8)}1a`

/** A consumer who registered earlier (made directly in Firebase, not through the form). */
export async function existingConsumer(testInfo: TestInfo, label: string, options: { emailVerified?: boolean } = {}) {
  const email = uniqueEmail(testInfo, label)
  const password = strongPassword()
  const user = await adminAuth().createUser({ email, password, displayName: '테스트 고객', emailVerified: options.emailVerified ?? true })
  return { uid: user.uid, email, password }
}

type OobRequest = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL'

/** The action links the emulator would have mailed to `email` (its REST API keeps them). */
export async function mailedLinks(email: string, requestType: OobRequest): Promise<string[]> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/oobCodes`)
  expect(response.ok).toBe(true)
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> }
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).map((code) => code.oobLink)
}

/** Waits for the one link of its kind sent to `email`. */
export async function mailedLink(email: string, requestType: OobRequest): Promise<string> {
  await expect.poll(async () => (await mailedLinks(email, requestType)).length, { message: `${requestType} mail to ${email}` }).toBe(1)
  return (await mailedLinks(email, requestType))[0]
}

/**
 * The link as the visitor's mail would carry it. A real project's e-mail templates have their
 * action URL set to the storefront's /__/account/reset-password; the emulator always writes its
 * own address, so the path is swapped and the query (mode, oobCode, apiKey, continueUrl) kept.
 */
export function linkOnStorefront(oobLink: string): string {
  const { search } = new URL(oobLink)
  return `/__/account/reset-password${search}`
}

/**
 * A customer of this test's own, signed in, on /user. For journeys that log out: a logout revokes
 * every session of its user, so the shared demo customer would be signed out of the journeys
 * running beside it.
 */
export async function signInAsOwnCustomer(page: Page, testInfo: TestInfo, label: string) {
  const consumer = await existingConsumer(testInfo, label)
  await signInThroughApi(page.context(), consumer.email, consumer.password)
  await page.goto('/user')
  await expect(page).toHaveURL('/user')
  // The app loads after the page's first paint (docs/decisions/0068): the journey clicks on from here.
  await waitForHydration(page)
  return consumer
}

/** An ID token for `email`, from the emulator's password sign-in as the Firebase web SDK calls it. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  expect(response.status, `sign-in of ${email} in the emulator`).toBe(200)
  return ((await response.json()) as { idToken: string }).idToken
}

/**
 * Signs `email` in on `context` without the login page, through the calls that page makes: the
 * emulator's password sign-in, then the storefront's createSession, whose `session` cookie the
 * context keeps; then the CMS meets the customer, as it does on their first page. For journeys
 * that are not about signing in: the login pages are driven by sign-in-to-my-page.spec.ts and the
 * account journeys (docs/decisions/0046).
 */
export async function signInThroughApi(context: BrowserContext, email: string, password: string) {
  const idToken = await idTokenFor(email, password)
  const createSession = serverFunctions().get('createSession')
  expect(createSession, 'createSession in the build').toBeTruthy()
  const session = await context.request.post(`${webURL}/_serverFn/${createSession}`, {
    headers: { ...fromStorefront, 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
    data: JSON.stringify(toJSON({ data: { idToken }, context: {} })),
  })
  expect(session.status(), `createSession: ${await session.text()}`).toBe(200)
  expect((await context.cookies(webURL)).some(({ name }) => name === 'session')).toBe(true)
  const me = await context.request.get(`${cmsURL}/api/customers/me`, { headers: { authorization: `Bearer ${idToken}` } })
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email)
}

/** Signs in on /login/password and waits to land on `redirect`. */
export async function signInWithPassword(page: Page, email: string, password: string, redirect = '/user') {
  await page.goto(`/login/password?redirect=${encodeURIComponent(redirect)}`)
  await fillPasswordLogin(page, email, password)
  await expect(page).toHaveURL(redirect)
}

export async function fillPasswordLogin(page: Page, email: string, password: string) {
  await waitForHydration(page)
  await page.getByLabel('이메일').fill(email)
  await page.getByLabel('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인' }).click()
}

/**
 * Firebase compares a revocation with the sign-in in whole seconds: a session signed in during the
 * revocation's own second stays valid. Waits until the clock is in a later second than `signedInAt`.
 */
export async function untilTheSecondAfter(signedInAt: number) {
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(Math.floor(signedInAt / 1000))
}
