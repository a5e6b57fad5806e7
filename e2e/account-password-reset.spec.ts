// Journey: a consumer forgot their password — asks for the mail, follows its link to the
// storefront's handler, sets a new password and signs in with it. Links that are invalid, used
// or incomplete end on the invalid-code page.
import { expect, test } from '@playwright/test'
import {
  existingConsumer,
  fillPasswordLogin,
  linkOnStorefront,
  mailedLink,
  mailedLinks,
  signInWithPassword,
  strongPassword,
  uniqueEmail,
} from './account-support'
import { attachScreenshot, waitForHydration } from './support'

const NEUTRAL = '입력하신 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보내 드렸습니다. 메일함을 확인해 주세요.'

async function askForResetMail(page: import('@playwright/test').Page, email: string) {
  await page.goto('/forgot-password')
  await waitForHydration(page)
  await page.getByLabel('이메일').fill(email)
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click()
  await expect(page.getByRole('status')).toContainText(NEUTRAL)
}

test('forgot → reset through the mailed link → sign in with the new password, not the old', async ({ page, context }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'reset')
  await askForResetMail(page, consumer.email)

  const link = await mailedLink(consumer.email, 'PASSWORD_RESET')
  await page.goto(linkOnStorefront(link))
  await expect(page.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible()
  await expect(page).toHaveTitle(/^비밀번호 재설정 \| /)
  await expect(page.locator('[data-layout="user"]')).toHaveCount(1)
  await expect(page.getByText(consumer.email)).toBeVisible()
  await attachScreenshot(page, testInfo, 'reset password form')
  await waitForHydration(page)
  await page.getByLabel('새 비밀번호').fill('short')
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(page.getByLabel('새 비밀번호')).toHaveAccessibleDescription(/비밀번호 조건을 모두 충족해 주세요\./)
  const newPassword = strongPassword()
  await page.getByLabel('새 비밀번호').fill(newPassword)
  await page.getByRole('button', { name: '비밀번호 변경' }).click()
  await expect(page.getByText('비밀번호가 변경되었습니다')).toBeVisible()

  await page.goto('/login/password')
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 올바르지 않습니다.')
  await context.clearCookies()
  await signInWithPassword(page, consumer.email, newPassword)

  // The same link again: already used.
  await page.goto(linkOnStorefront(link))
  await expect(page).toHaveURL(/\/__\/account\/invalid-code$/)
  await expect(page.getByRole('heading', { name: '유효하지 않은 링크입니다' })).toBeVisible()
})

test('an address nobody registered gets the same answer, and no mail', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'nobody-reset')
  await askForResetMail(page, email)
  expect(await mailedLinks(email, 'PASSWORD_RESET')).toEqual([])
})

test('a made-up code, a code for another purpose and an incomplete link all go to invalid-code', async ({ page, request }, testInfo) => {
  for (const search of [
    'mode=resetPassword&oobCode=made-up-code&apiKey=demo-api-key',
    'mode=resetPassword',
    'mode=unknownMode&oobCode=abc',
    'mode=signIn&oobCode=abc',
  ]) {
    await page.goto(`/__/account/reset-password?${search}`)
    await expect(page, search).toHaveURL(/\/__\/account\/invalid-code$/)
  }
  // The server answers a redirect itself, before any script runs.
  const response = await request.get('/__/account/reset-password?mode=verifyEmail&oobCode=made-up', { maxRedirects: 0 })
  expect([302, 307]).toContain(response.status())
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/__/account/invalid-code')

  // A real password-reset code presented as an e-mail verification is not accepted either.
  const consumer = await existingConsumer(testInfo, 'wrong-mode')
  await askForResetMail(page, consumer.email)
  const resetLink = new URL(await mailedLink(consumer.email, 'PASSWORD_RESET'))
  resetLink.searchParams.set('mode', 'verifyEmail')
  await page.goto(linkOnStorefront(resetLink.href))
  await expect(page).toHaveURL(/\/__\/account\/invalid-code$/)
})
