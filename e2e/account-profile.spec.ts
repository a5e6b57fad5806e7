// Journey: on my page a customer leaves a mobile number for the desk to call them about a repair.
// The number is kept only with its own consent; removing the number withdraws the consent.
import { expect, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { attachScreenshot, cmsAsAdmin, waitForHydration } from './support'

test('my page keeps a phone number only with its consent, and forgets both when the number is removed', async ({ page, request }, testInfo) => {
  const consumer = await signInAsOwnCustomer(page, testInfo, 'profile-phone')
  await waitForHydration(page)
  const profile = page.locator('section', { has: page.getByRole('heading', { name: '회원 정보', exact: true }) })
  const phoneField = profile.getByLabel('휴대전화 (선택)')
  const consent = profile.getByRole('checkbox', { name: '[선택] 휴대전화 번호 수집·이용에 동의합니다.' })
  const save = profile.getByRole('button', { name: '저장', exact: true })
  const admin = await cmsAsAdmin(request)
  const customer = async () =>
    (await (await admin.get(`/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)).json()).docs[0] as {
      phone?: string | null
      consents?: { phoneAcceptedAt?: string | null }
    }

  // Without the consent the number is refused on the box, in Korean, and nothing is saved.
  await phoneField.fill('010 2468 1357')
  await save.click()
  await expect(consent).toHaveAccessibleDescription(/휴대전화 번호를 남기시려면 휴대전화 번호 수집·이용에 동의해 주세요\./)
  expect((await customer()).phone ?? null).toBeNull()

  await consent.check()
  await save.click()
  await expect(page.getByText('회원 정보를 저장했습니다.')).toBeVisible()
  await expect.poll(async () => (await customer()).phone).toBe('010-2468-1357')
  expect(Date.parse((await customer()).consents!.phoneAcceptedAt!)).toBeGreaterThan(Date.now() - 5 * 60_000)
  // Opened again, the page shows the number as stored and the consent given.
  await page.reload()
  await waitForHydration(page)
  await expect(phoneField).toHaveValue('010-2468-1357')
  await expect(consent).toBeChecked()
  await attachScreenshot(page, testInfo, 'profile with a phone')

  // Removing the number withdraws its consent with it.
  await phoneField.fill('')
  await save.click()
  await expect.poll(async () => (await customer()).phone ?? null).toBeNull()
  expect((await customer()).consents?.phoneAcceptedAt ?? null).toBeNull()
})
