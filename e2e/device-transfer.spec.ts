// Journey: a customer hands a registered device to someone else (docs/product.md#devices). On a
// phone, the owner makes a one-time code from my devices; the recipient, on their own phone,
// enters it at 기기 받기 (after verifying being an adult there, through the PortOne stand-in; refused
// for a mistyped code), and
// the device is theirs with the same warranty end; the owner's list no longer has it, and the
// code does not work twice.
import { devices, expect, test } from '@playwright/test'
import { deviceFor, signedInConsumer } from './service-support'
import { newPerson, verifyInPage } from './identity-support'
import { attachScreenshot, cmsAsAdmin, ownClientAddress, waitForHydration } from './support'

test('the owner makes a one-time code, the recipient enters it, and the device moves with its warranty end', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const owner = await signedInConsumer(page, testInfo, 'transfer-owner')
  const device = await deviceFor(admin, owner.email, { daysAgo: 60 })

  await page.goto('/user/device')
  const item = page.locator(`[data-serial="${device.serialNumber}"]`)
  const warranty = (await item.locator('.warranty').textContent())!
  await waitForHydration(page)
  await item.getByRole('link', { name: '양도하기' }).click()
  await expect(page).toHaveURL(`/user/transfer/${device.serialNumber}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: '양도 코드 만들기' }).click()
  const code = (await page.getByTestId('transfer-code').textContent())!.trim()
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  await attachScreenshot(page, testInfo, 'code')

  const recipientContext = await browser.newContext({ ...devices['Pixel 7'] })
  // Code guesses are counted per client address: this recipient's own, whatever other tests tried.
  await ownClientAddress(recipientContext)
  const phone = await recipientContext.newPage()
  await signedInConsumer(phone, testInfo, 'transfer-recipient')
  await phone.goto('/user/receive')
  await waitForHydration(phone)
  // Receiving a device is adult-only, as registering one is: 본인인증 first, then the code.
  await expect(phone.getByLabel('양도 코드')).toHaveCount(0)
  await verifyInPage(phone, newPerson())
  await expect(phone).toHaveURL('/user/receive')
  await waitForHydration(phone)
  const field = phone.getByLabel('양도 코드')
  await field.fill('ABCD-EFG')
  await phone.getByRole('button', { name: '기기 받기' }).click()
  await expect(field).toHaveAccessibleDescription('양도 코드 8자리를 입력하세요. 예: 4KQ7-M2XD')
  await field.fill(code.toLowerCase())
  await phone.getByRole('button', { name: '기기 받기' }).click()
  await expect(phone).toHaveURL('/user/device')
  const received = phone.locator(`[data-serial="${device.serialNumber}"]`)
  await expect(received).toBeVisible()
  await expect(received.locator('.warranty')).toHaveText(warranty)
  await attachScreenshot(phone, testInfo, 'received')

  // Used once: the same code again is refused.
  await phone.goto('/user/receive')
  await waitForHydration(phone)
  await phone.getByLabel('양도 코드').fill(code)
  await phone.getByRole('button', { name: '기기 받기' }).click()
  await expect(phone.getByLabel('양도 코드')).toHaveAccessibleDescription(/맞는 양도 코드가 없습니다/)
  await recipientContext.close()

  // The owner's list no longer has it, and its page is the 404 screen.
  await page.goto('/user/device')
  await expect(page.locator(`[data-serial="${device.serialNumber}"]`)).toHaveCount(0)
  expect((await page.goto(`/user/transfer/${device.serialNumber}`))?.status()).toBe(404)
})
