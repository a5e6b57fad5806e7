// Journey: a device's warranty certificate (docs/product.md#devices). On a phone, the owner opens
// the certificate of a registered device from my devices, prints it (or saves it as a PDF) with the
// certificate alone on the page, the check's full address and its QR code on it; a second-hand
// buyer, signed out, checks its code at /device/verify, typed or by the printed address, and sees the model, part of the serial and the warranty's end, never the owner;
// a mistyped code is explained, and once staff revoke the registration the same code says so.
import { devices, expect, test } from '@playwright/test'
import { deviceFor, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, ownClientAddress, waitForHydration, webURL } from './support'

test('the owner’s certificate, printed alone; anyone checks its code without learning who owns it; a revoked registration says so', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'warranty')
  const device = await deviceFor(admin, consumer.email, { daysAgo: 30 })

  await page.goto('/user/device')
  await waitForHydration(page)
  await page.locator(`[data-serial="${device.serialNumber}"]`).getByRole('link', { name: '보증서' }).click()
  await expect(page).toHaveURL(`/user/warranty/${device.serialNumber}`)
  const certificate = page.getByRole('article', { name: '정품 보증서' })
  await expect(certificate).toContainText(device.serialNumber)
  await expect(certificate).toContainText('바포레 에어')
  const code = (await certificate.getByTestId('warranty-code').textContent())!
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  // On paper the check is an address in full, and a QR code of it (certificate.server.test.ts proves the code's squares).
  const printedUrl = `${webURL}/device/verify?code=${code}`
  await expect(certificate.getByTestId('warranty-check-url')).toHaveText(printedUrl)
  await expect(certificate.getByRole('img', { name: '보증서 확인 QR 코드' })).toBeVisible()
  await attachScreenshot(page, testInfo, 'certificate')

  // Printed, the certificate is all there is: no header, menu, footer or buttons.
  await page.emulateMedia({ media: 'print' })
  // By its class: the page around it is hidden, which takes it out of the accessibility tree's roles.
  await expect(page.locator('.warranty-certificate')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeHidden()
  await expect(page.getByRole('button', { name: '인쇄·PDF 저장' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
  await page.emulateMedia({ media: 'screen' })

  // A buyer on another phone, signed out, checks the code as typed by hand.
  const buyerContext = await browser.newContext({ ...devices['Pixel 7'] })
  await ownClientAddress(buyerContext)
  const buyer = await buyerContext.newPage()
  await buyer.goto('/device/verify')
  await buyer.getByLabel('확인 코드').fill('0000-0000-000')
  await buyer.getByRole('button', { name: '확인하기' }).click()
  await expect(buyer.getByLabel('확인 코드')).toHaveAccessibleDescription(/보증서 확인 코드 12자리를 입력하세요/)
  await buyer.getByLabel('확인 코드').fill(code.toLowerCase().replaceAll('-', ' '))
  await buyer.getByRole('button', { name: '확인하기' }).click()
  const verdict = buyer.getByRole('status').filter({ hasText: '보증 기간 안에 있는 정품입니다' })
  await expect(verdict).toBeVisible()
  await expect(verdict).toContainText('바포레 에어')
  await expect(verdict).toContainText(`${device.serialNumber.slice(0, 4)}`)
  await expect(verdict).not.toContainText(device.serialNumber)
  await expect(buyer.getByRole('main')).not.toContainText(consumer.email)
  await attachScreenshot(buyer, testInfo, 'checked')
  // The printed address (what the QR code opens) checks the code without typing it.
  await buyer.goto(printedUrl)
  await expect(buyer.getByLabel('확인 코드')).toHaveValue(code)
  await expect(verdict).toBeVisible()

  // Staff revoke the registration: the certificate no longer holds.
  expect((await admin.patch(`/api/devices/${device.id}`, { status: 'revoked', statusNote: '도난 신고된 기기' })).status()).toBe(200)
  await buyer.reload()
  await expect(buyer.getByRole('status').filter({ hasText: '이 보증서는 더 이상 유효하지 않습니다' })).toBeVisible()
  await buyerContext.close()
})
