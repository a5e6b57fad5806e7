// Journey: a postal address found as Korean sites find it (docs/decisions/0059). On a phone, a
// customer filing a mail-in A/S searches the return address with the postcode search (the local
// stand-in of Kakao's script, behind the same configuration as the real one: only the script's
// URL differs), picks it, types the detail and sends; the request the CMS stored keeps the
// postcode, the road address and the detail apart. Without JavaScript the same fields are plain
// fields, and an address typed into them is filed as typed. Customers and devices come from the
// APIs (service-support.ts).
import { expect, test } from '@playwright/test'
import { deviceFor, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, waitForHydration } from './support'

/** The request's id from /user/service/complete?service=ID. */
const filedId = (url: string) => Number(new URL(url).searchParams.get('service'))

test('the return address found with the postcode search, its detail typed, and filed with postcode, road address and detail apart', async ({
  page,
  request,
}, testInfo) => {
  const admin = await cmsAsAdmin(request)
  const consumer = await signedInConsumer(page, testInfo, 'address-search')
  const device = await deviceFor(admin, consumer.email)
  const postcodeScripts: string[] = []
  page.on('request', (sent) => {
    if (sent.url().endsWith('/postcode.v2.js')) postcodeScripts.push(sent.url())
  })

  await page.goto(`/service/${device.serialNumber}`)
  await waitForHydration(page)
  await page.getByLabel('충전 불량').check()
  await page.getByLabel('증상 설명').fill('충전 케이블을 꽂아도 표시등이 켜지지 않습니다.')
  await page.getByLabel(/^택배 접수/).check()
  await page.getByLabel('받는 분').fill('김주소')
  await page.getByLabel('연락처').fill('01023456789')
  const postalCode = page.getByLabel('우편번호', { exact: true })
  // Sent without an address: said in Korean, on the field.
  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(postalCode).toHaveAccessibleDescription('우편번호 5자리를 입력하세요.')
  // Nothing of the search has loaded before the customer asks for it.
  expect(postcodeScripts).toEqual([])

  await page.getByRole('button', { name: '우편번호 찾기' }).click()
  const search = page.getByRole('region', { name: '우편번호 검색' })
  const frame = search.frameLocator('iframe[title="우편번호 검색"]')
  await frame.getByRole('searchbox').fill('테헤란로 152')
  await frame.getByRole('button', { name: '검색', exact: true }).click()
  await expect(frame.getByRole('status')).toHaveText('검색 결과 1건')
  await attachScreenshot(page, testInfo, 'postcode search')
  // The lot-number line picked: the road address of the same building is what fills the form.
  await frame.getByRole('button', { name: '지번 서울 강남구 역삼동 737' }).click()

  await expect(search).toHaveCount(0)
  await expect(postalCode).toHaveValue('06236')
  await expect(page.getByLabel('도로명 주소')).toHaveValue('서울 강남구 테헤란로 152')
  // The search's answer stands as given (searched again to change), the problem shown is gone, and the detail is next.
  await expect(postalCode).toHaveJSProperty('readOnly', true)
  await expect(page.getByLabel('도로명 주소')).toHaveJSProperty('readOnly', true)
  await expect(postalCode).toHaveAccessibleDescription('')
  await expect(page.getByLabel('상세 주소')).toBeFocused()
  await page.keyboard.type('12층')
  await attachScreenshot(page, testInfo, 'address chosen')
  await expect(page.getByRole('button', { name: '다시 찾기' })).toBeVisible()
  expect(postcodeScripts).toHaveLength(1)

  await page.getByRole('button', { name: 'A/S 신청하기' }).click()
  await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
  const stored = await (await admin.get(`/api/service-requests/${filedId(page.url())}?depth=0`)).json()
  expect(stored.returnAddress).toEqual({ name: '김주소', phone: '010-2345-6789', postalCode: '06236', address: '서울 강남구 테헤란로 152', detail: '12층' })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the address fields are plain fields, and the address typed into them is filed as typed', async ({ page, request }, testInfo) => {
    const admin = await cmsAsAdmin(request)
    const consumer = await signedInConsumer(page, testInfo, 'address-typed')
    const device = await deviceFor(admin, consumer.email)

    await page.goto(`/service/${device.serialNumber}`)
    // No search to offer: its button needs the page's script.
    await expect(page.getByLabel('도로명 주소')).toBeEditable()
    await expect(page.getByRole('button', { name: '우편번호 찾기' })).toHaveCount(0)
    await page.getByLabel('누액').check()
    await page.getByLabel('증상 설명').fill('카트리지 아래로 액상이 샙니다.')
    await page.getByLabel(/^택배 접수/).check()
    await page.getByLabel('받는 분').fill('박타자')
    await page.getByLabel('연락처').fill('010-3456-7890')
    await page.getByLabel('우편번호', { exact: true }).fill('48060')
    await page.getByLabel('도로명 주소').fill('부산 해운대구 APEC로 55')
    await page.getByLabel('상세 주소').fill('제2전시장 사무동 3층')
    await page.getByRole('button', { name: 'A/S 신청하기' }).click()

    await expect(page).toHaveURL(/\/user\/service\/complete\?service=\d+$/)
    const stored = await (await admin.get(`/api/service-requests/${filedId(page.url())}?depth=0`)).json()
    expect(stored.returnAddress).toEqual({
      name: '박타자',
      phone: '010-3456-7890',
      postalCode: '48060',
      address: '부산 해운대구 APEC로 55',
      detail: '제2전시장 사무동 3층',
    })
  })
})
