// Journey: the session ends behind the consumer's back — Firebase revokes it or staff disable
// the account — and the next request treats them as signed out. A page that needs Firebase in
// the browser resumes it with a fresh token, and gives up (to /, logged out) when it cannot.
import { expect, test } from '@playwright/test'
import { adminAuth, existingConsumer, mailedLinks, signInWithPassword, untilTheSecondAfter } from './account-support'
import { cmsURL, waitForHydration } from './support'

test('a session revoked in the middle is signed out on the next request', async ({ page, context, request }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'revoked')
  await signInWithPassword(page, consumer.email, consumer.password)
  await expect(page.getByText(consumer.email)).toBeVisible()
  await untilTheSecondAfter(Date.now())
  await adminAuth().revokeRefreshTokens(consumer.uid)

  await page.goto('/user/device')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fdevice$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)
  // The token endpoint has no user for it either.
  const token = await page.request.get('/api/users/token')
  expect(token.status()).toBe(401)
  expect(await token.json()).toEqual({ user: null })
  void request
})

test('a user disabled in the middle is signed out on the next request', async ({ page, context }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'disabled')
  await signInWithPassword(page, consumer.email, consumer.password)
  await adminAuth().updateUser(consumer.uid, { disabled: true })
  await page.reload()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/)
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)
  // And may not sign in again.
  await page.goto('/login/password')
  await waitForHydration(page)
  await page.getByLabel('이메일').fill(consumer.email)
  await page.getByLabel('비밀번호').fill(consumer.password)
  await page.getByRole('button', { name: '로그인' }).click()
  await expect(page.getByRole('alert')).toHaveText('이용이 중지된 계정입니다. 고객센터로 문의해 주세요.')
})

test('GET /api/users/token gives the current user and a custom token the browser SDK resumes with', async ({ page }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'token', { emailVerified: false })
  await signInWithPassword(page, consumer.email, consumer.password)
  const response = await page.request.get('/api/users/token')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  const body = await response.json()
  expect(body.user).toMatchObject({ uid: consumer.uid, email: consumer.email, role: null })
  expect(JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString())).toMatchObject({ uid: consumer.uid })

  // After a reload the browser's Firebase user is gone; asking for the verification mail
  // resumes it with that token and sends the mail.
  await page.reload()
  await waitForHydration(page)
  const tokenRequest = page.waitForRequest((request) => request.url().endsWith('/api/users/token'))
  await page.getByRole('button', { name: '인증 메일 다시 보내기' }).click()
  await tokenRequest
  await expect(page.getByText(`${consumer.email}(으)로 인증 메일을 다시 보냈습니다.`)).toBeVisible()
  await expect.poll(async () => (await mailedLinks(consumer.email, 'VERIFY_EMAIL')).length).toBe(1)
})

test('when the fresh token cannot be had, the page goes to / and logs out', async ({ page, context }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'lost', { emailVerified: false })
  await signInWithPassword(page, consumer.email, consumer.password)
  // A new page load: the server knows the visitor, the browser's Firebase SDK does not yet.
  await page.reload()
  await waitForHydration(page)
  await untilTheSecondAfter(Date.now())
  await adminAuth().revokeRefreshTokens(consumer.uid)
  await page.getByRole('button', { name: '인증 메일 다시 보내기' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('로그인이 만료되었습니다. 다시 로그인해 주세요.')).toBeVisible()
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)
})

test('logging out ends the session everywhere: a copy of the session cookie stops working at once', async ({ page, context, browser }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'copied')
  await signInWithPassword(page, consumer.email, consumer.password)
  const copied = (await context.cookies()).filter((cookie) => cookie.name === 'session')
  expect(copied).toHaveLength(1)

  // Someone else holding a copy of the cookie gets the private page…
  const thief = await browser.newContext()
  await thief.addCookies(copied)
  const stolen = await thief.newPage()
  await stolen.goto('/user')
  await expect(stolen.getByText(consumer.email)).toBeVisible()
  // …and so does the CMS, asked directly with it.
  const cmsSees = async () => {
    const response = await page.request.get(`${cmsURL}/api/customers/me`, { headers: { 'x-firebase-session': copied[0]!.value } })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
  }
  expect(await cmsSees()).toBe(consumer.email)

  await page.getByRole('main').getByRole('button', { name: '로그아웃' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click()
  await expect(page.getByRole('status').filter({ hasText: '로그아웃되었습니다.' })).toBeVisible()

  // …until its owner logs out.
  await stolen.goto('/user')
  await expect(stolen).toHaveURL(/\/login\?redirect=%2Fuser$/)
  await thief.close()
  expect(await cmsSees()).toBeNull()
})
