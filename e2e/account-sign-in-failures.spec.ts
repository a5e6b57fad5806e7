// Journey: signing in goes wrong — a wrong password, an address nobody registered, and too many
// tries in a row, each told in Korean, with no session made.
import { type BrowserContext, expect, test } from '@playwright/test'
import { existingConsumer, fillPasswordLogin, signInWithPassword, uniqueEmail } from './account-support'
import { attachScreenshot, ownClientAddress, waitForHydration } from './support'

const hasSession = async (context: BrowserContext) => (await context.cookies()).some((cookie) => cookie.name === 'session')

// The emulator, like a real project since 2023, protects against e-mail enumeration: Firebase
// answers a wrong password and an unknown address alike, and so do we.
const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.'

// Each test from its own client address: the per-address budget (50 tries in 15 minutes) is not
// used up by the other tests' failed tries when the file runs again and again.
test.beforeEach(({ context }) => ownClientAddress(context))

test('/login offers Kakao and e-mail, both keeping where the visitor was going', async ({ page }, testInfo) => {
  await page.goto('/login?redirect=%2Fuser%2Fservice')
  await attachScreenshot(page, testInfo, 'login choice')
  await expect(page.getByRole('link', { name: '카카오로 시작하기' })).toHaveAttribute('href', '/auth/kakao?redirect=%2Fuser%2Fservice')
  await expect(page.getByRole('link', { name: '이메일로 로그인' })).toHaveAttribute('href', '/login/password?redirect=%2Fuser%2Fservice')
  // A target off the site is dropped, not passed on.
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`)
  await expect(page.getByRole('link', { name: '카카오로 시작하기' })).toHaveAttribute('href', '/auth/kakao')
})

test('a wrong password is refused in Korean and makes no session', async ({ page, context }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'wrong-password')
  await page.goto('/login/password?redirect=%2Fuser')
  await fillPasswordLogin(page, consumer.email, 'not-the-password-1')
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
  await expect(page).toHaveURL(/\/login\/password/)
  expect(await hasSession(context)).toBe(false)
})

test('an unknown address is refused the same way', async ({ page, context }, testInfo) => {
  await page.goto('/login/password')
  await fillPasswordLogin(page, uniqueEmail(testInfo, 'nobody'), 'whatever-password-1')
  await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
  expect(await hasSession(context)).toBe(false)
})

test('too many tries on one account are stopped for a while, even with the right password', async ({ page, context }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'too-many')
  await page.goto('/login/password')
  await waitForHydration(page)
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillPasswordLogin(page, consumer.email, `wrong-${attempt}-password`)
    await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
  }
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page.getByRole('alert')).toHaveText(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/)
  await expect(page).toHaveURL(/\/login\/password/)
  expect(await hasSession(context)).toBe(false)
})

test('a successful sign-in forgives the failed tries before it', async ({ page }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'forgiven')
  await page.goto('/login/password')
  for (let attempt = 1; attempt <= 4; attempt++) {
    await fillPasswordLogin(page, consumer.email, `wrong-${attempt}-password`)
    await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
  }
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page).toHaveURL(/\/$/)
  await page.context().clearCookies()
  await signInWithPassword(page, consumer.email, consumer.password)
})
