// Journey: a signed-out visitor asks for their page, is sent to log in, picks the e-mail login,
// signs in with e-mail and password (Firebase Auth Emulator) and comes back to /user with a
// session cookie.
import { expect, test } from '@playwright/test'
import { demoCustomer, waitForHydration } from './support'

test('a signed-out visit to /user is redirected by the server to /login?redirect=%2Fuser', async ({ request }) => {
  const response = await request.get('/user', { maxRedirects: 0 })
  expect([302, 303, 307]).toContain(response.status())
  expect(new URL(response.headers().location, 'http://x').pathname + new URL(response.headers().location, 'http://x').search).toBe('/login?redirect=%2Fuser')
})

test('signing in with e-mail and password lands on /user with an httpOnly session cookie', async ({ page, context }) => {
  await page.goto('/user')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/)
  await waitForHydration(page)
  await page.getByRole('link', { name: '이메일로 로그인' }).click()
  await expect(page).toHaveURL(/\/login\/password\?redirect=%2Fuser$/)

  await page.getByLabel('이메일').fill(demoCustomer.email)
  await page.getByLabel('비밀번호').fill(demoCustomer.password)
  await page.getByRole('button', { name: '로그인' }).click()

  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByText(demoCustomer.email)).toBeVisible()

  const session = (await context.cookies()).find((cookie) => cookie.name === 'session')
  expect(session, 'session cookie').toBeDefined()
  expect(session!.httpOnly).toBe(true)
  expect(session!.sameSite).toBe('Lax')
  // A Firebase session cookie (made by firebase-admin), not an ID token or a value of our own.
  const claims = JSON.parse(Buffer.from(session!.value.split('.')[1], 'base64url').toString())
  expect(claims.iss).toBe(`https://session.firebase.google.com/${process.env.FIREBASE_PROJECT_ID}`)
  expect(claims.email).toBe(demoCustomer.email)

  // The server recognises the session on a fresh load too.
  await page.reload()
  await expect(page.getByText(demoCustomer.email)).toBeVisible()
})

test('a wrong password keeps the visitor on the login page with a Korean message', async ({ page, context }) => {
  await page.goto('/login/password?redirect=%2Fuser')
  await waitForHydration(page)
  await page.getByLabel('이메일').fill(demoCustomer.email)
  await page.getByLabel('비밀번호').fill('not-the-password')
  await page.getByRole('button', { name: '로그인' }).click()

  await expect(page.getByRole('alert')).toContainText(/비밀번호/)
  await expect(page).toHaveURL(/\/login/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)
})

test('an empty form says under each field what is missing, without asking Firebase', async ({ page }) => {
  const firebaseCalls: string[] = []
  page.on('request', (request) => request.url().includes('identitytoolkit') && firebaseCalls.push(request.url()))
  await page.goto('/login/password')
  await waitForHydration(page)
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByLabel('이메일')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('이메일을 입력해 주세요.')
  await expect(page.getByLabel('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해 주세요.')
  expect(firebaseCalls).toEqual([])
})
