// Journey: a consumer closes their account from my page. Firebase forgets them, the CMS keeps the
// record for service history with nothing that names them, and they can sign up again afresh.
import { expect, test } from '@playwright/test'
import { adminAuth, existingConsumer, signInWithPassword } from './account-support'
import { cmsAsAdmin, waitForHydration } from './support'

test('deleting my account after confirming: signed out, Firebase user gone, CMS record anonymised', async ({ page, context, request }, testInfo) => {
  const consumer = await existingConsumer(testInfo, 'delete')
  await signInWithPassword(page, consumer.email, consumer.password)
  // The router shows the new URL before the page's data is in: wait for the page itself.
  await expect(page.getByText(consumer.email)).toBeVisible()
  const cms = await cmsAsAdmin(request)
  const before = (await (await cms.get(`/api/customers?where[firebaseUid][equals]=${consumer.uid}&depth=0`)).json()).docs
  expect(before).toHaveLength(1)
  const customerId = before[0].id

  await waitForHydration(page)
  // Cancelling changes nothing.
  await page.getByRole('button', { name: '회원 탈퇴' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('되돌릴 수 없습니다')
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click()
  await expect(page).toHaveURL(/\/user$/)

  await page.getByRole('button', { name: '회원 탈퇴' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.')).toBeVisible()
  expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false)

  await expect(adminAuth().getUser(consumer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' })
  const after = await (await cms.get(`/api/customers/${customerId}?depth=0`)).json()
  expect(after).toMatchObject({ email: null, name: null, phone: null, kakaoId: null })
  expect(after.firebaseUid).toMatch(/^deleted:/)
  expect(Date.parse(after.anonymisedAt)).toBeGreaterThan(Date.now() - 5 * 60_000)

  // Private pages are closed again.
  await page.goto('/user')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser$/)
})
