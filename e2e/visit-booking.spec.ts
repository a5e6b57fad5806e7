// Journey: booking the shop visit of an A/S request (docs/product.md#after-sales-service). On a
// phone, the customer picks a day and a time with places left at their shop, sees a full one
// greyed out, moves the booking, and drops it after a confirm; on a desktop, staff see the booking
// on the request in the admin panel, and a save from their form after the customer moved it again is refused. The shop is this journey's own, one place per slot.
import { devices, expect, test } from '@playwright/test'
import { adminHydrated, adminPanel, deviceFor, expectMail, signedInConsumer } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, waitForHydration } from './support'

const BOOKING = {
  enabled: true,
  weekdays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  opensAt: '10:00',
  closesAt: '13:00',
  slotMinutes: '60',
  capacity: 1,
  daysAhead: 7,
}

test('the customer books a time with room at their shop, sees a full one closed, moves the booking and drops it; staff see it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const admin = await cmsAsAdmin(request)
  const created = await admin.post('/api/shops', {
    name: `예약 매장 ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`,
    kind: 'direct',
    region: 'seoul',
    district: '종로구',
    address: '서울특별시 종로구 종로 1',
    latitude: 37.57,
    longitude: 126.98,
    services: ['service'],
    visitBooking: BOOKING,
    active: true,
  })
  expect(created.status(), await created.text()).toBe(201)
  const shop = (await created.json()).doc as { id: number; name: string }
  try {
    const consumer = await signedInConsumer(page, testInfo, 'as-visit')
    const file = async () => {
      const device = await deviceFor(admin, consumer.email)
      const filed = await admin.post('/api/service-requests', {
        device: device.id,
        symptom: 'button',
        description: '버튼이 눌리지 않습니다.',
        method: 'visit',
        shop: shop.id,
      })
      expect(filed.status(), await filed.text()).toBe(201)
      return (await filed.json()).doc as { id: number; number: string }
    }
    const [mine, another] = await Promise.all([file(), file()])

    await page.goto(`/user/service/view/${mine.id}`)
    await expect(page.getByTestId('service-visit')).toHaveText('아직 예약하지 않았습니다')
    await waitForHydration(page)
    await page.getByRole('link', { name: '방문 예약' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('방문 예약')
    const form = page.getByRole('form', { name: '방문 예약' })
    const days = form.getByRole('group', { name: '날짜' }).getByRole('radio')
    await expect(days.first()).toBeChecked()
    // The last day offered: all its times are ahead, each with its one place.
    const lastDay = days.last()
    await lastDay.check()
    const times = form.getByRole('group', { name: /시간$/ })
    await expect(times.locator('label')).toHaveText(['10:00 남은 자리 1', '11:00 남은 자리 1', '12:00 남은 자리 1'])
    await times.getByRole('radio', { name: /^11:00/ }).check()
    await form.getByRole('button', { name: '예약하기' }).click()
    await expect(page).toHaveURL(new RegExp(`/user/service/view/${mine.id}$`))
    const booked = page.getByTestId('service-visit')
    await expect(booked).toHaveText(/^\d+월 \d+일 \([일월화수목금토]\) 11:00$/)
    const label = (await booked.textContent())!
    await expect(page.locator('.service-timeline__entry').last()).toContainText(`${label} 방문 예약`)
    const mail = await expectMail(consumer.email, mine.number, '방문 예약')
    expect(mail.text).toContain(`안내: ${label} 방문 예약`)
    await attachScreenshot(page, testInfo, 'booked')

    // Someone else takes 12:00 of that day (staff book it for the other request): it shows closed.
    const slots = (await (await request.get(`${cmsURL}/api/shops/${shop.id}/visit-slots`)).json()) as { days: { slots: { at: string; time: string }[] }[] }
    const noon = slots.days.at(-1)!.slots.find((slot) => slot.time === '12:00')!
    expect((await admin.patch(`/api/service-requests/${another.id}`, { visitAt: noon.at })).status()).toBe(200)
    await page.getByRole('link', { name: '예약 변경' }).click()
    await expect(page.getByTestId('visit-booked')).toHaveText(`지금 예약: ${label}`)
    await waitForHydration(page)
    await lastDay.check()
    await expect(times.locator('label')).toHaveText(['10:00 남은 자리 1', '11:00 마감', '12:00 마감'])
    await expect(times.getByRole('radio', { name: /^12:00/ })).toBeDisabled()
    await attachScreenshot(page, testInfo, 'full slots')
    // Moving to 10:00 frees 11:00.
    await times.getByRole('radio', { name: /^10:00/ }).check()
    await form.getByRole('button', { name: '예약 바꾸기' }).click()
    await expect(booked).toHaveText(label.replace('11:00', '10:00'))
    await page.getByRole('link', { name: '예약 변경' }).click()
    await waitForHydration(page)
    await lastDay.check()
    await expect(times.locator('label')).toHaveText(['10:00 마감', '11:00 남은 자리 1', '12:00 마감'])

    // Staff see the booking on the request.
    // In Seoul time, as staff read it.
    const staffContext = await browser.newContext({ ...devices['Desktop Chrome'], timezoneId: 'Asia/Seoul' })
    const desk = await staffContext.newPage()
    await adminPanel(desk)
    await desk.goto(`${cmsURL}/admin/collections/service-requests/${mine.id}`)
    // The date field's picker is loaded by the browser (the server sends a placeholder), so its
    // input exists once the panel has hydrated and fetched it.
    await adminHydrated(desk)
    await expect(desk.locator('#field-visitAt input')).toHaveValue(/10:00$/)
    await expect(desk.locator('[data-timeline] li').last()).toContainText('방문 예약')
    await attachScreenshot(desk, testInfo, 'booking in the admin')

    // Staff start a note. The panel asks the server, at a form's first change only, whether the
    // document moved since it was opened: wait for that answer, so it is about the 10:00 booking.
    const staleCheck = desk.waitForResponse((response) => response.request().postData()?.includes('"checkForStaleData":true') ?? false)
    await desk.locator('#field-staffNotes').fill('고객과 통화함')
    await staleCheck
    // The customer moves it back to 11:00 while staff have the form open: the form's save would put
    // 10:00 back, and is refused, naming what the customer changed; reloaded, the form shows 11:00.
    await times.getByRole('radio', { name: /^11:00/ }).check()
    await form.getByRole('button', { name: '예약 바꾸기' }).click()
    await expect(booked).toHaveText(label)
    await desk.locator('#action-save').click()
    await expect(desk.locator('[data-sonner-toast]')).toContainText('이 화면을 연 뒤에 고객이 신청을 바꿨습니다(바뀐 항목: 방문 예약 시각)')
    await desk.reload()
    await adminHydrated(desk)
    await expect(desk.locator('#field-visitAt input')).toHaveValue(/11:00$/)
    await staffContext.close()

    // Dropping it, after a confirm.
    await page.getByRole('link', { name: '예약 변경' }).click()
    await waitForHydration(page)
    await form.getByRole('button', { name: '예약 취소' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(`${label} 방문 예약을 취소하시겠습니까?`)
    await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소' }).click()
    await expect(booked).toHaveText('아직 예약하지 않았습니다')
  } finally {
    // Out of the shop finder for the journeys after this one.
    await admin.patch(`/api/shops/${shop.id}`, { active: false })
  }
})
