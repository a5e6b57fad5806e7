// Journey: staff read a survey's results in the CMS admin panel, on the survey's 결과 tab. A manager
// sees the number of responses, each option's count and share, the rating average and distribution,
// the latest text answers each with its time and (a signed-in customer's) e-mail, every response
// one at a time, the same for a period of days, and downloads the CSV of that period (a BOM for
// Excel, a formula-looking answer kept as text) after giving its reason, which the access record
// keeps (docs/decisions/0077); staff read the same results without the export.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { signInAsOwnCustomer } from './account-support'
import { adminHydrated } from './service-support'
import { attachScreenshot, cmsAsAdmin, cmsURL, signIntoAdminPanel, ownClientAddress, ownStaff, waitForHydration, webURL } from './support'

const seoulDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(at)

/** Exports the CSV the way the panel asks: the button opens a dialog asking the reason, then downloads. */
async function downloadCsv(page: Page, reason: string, other?: string) {
  await adminHydrated(page)
  await page.getByRole('button', { name: 'CSV 내보내기' }).click()
  const dialog = page.getByRole('dialog', { name: '내려받는 사유' })
  await dialog.getByRole('radio', { name: reason }).check()
  if (other) await dialog.getByRole('textbox', { name: '기타 사유' }).fill(other)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '내려받기' }).click()
  const bytes = readFileSync(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return bytes.toString('utf8')
}

test('a manager reads a survey’s results for a period and one respondent at a time, and exports that period; staff see the results only', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const cms = await cmsAsAdmin(request)
  const slug = `results-${randomUUID().slice(0, 8)}`
  const created = await cms.post('/api/surveys', {
    slug,
    _status: 'published',
    title: '결과 확인용 설문',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    requiresLogin: true,
    questions: [
      { blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] },
      { blockType: 'rating', question: '만족도', required: true, scale: '5' },
      { blockType: 'longText', question: '하고 싶은 말', required: false },
    ],
  })
  expect(created.status()).toBe(201)
  const survey = (await created.json()).doc as { id: number; questions: Array<{ id: string }> }
  const [device, rating, note] = survey.questions.map((q) => q.id)

  // Paper forms an admin entered (no customer kept): more text answers than the tab lists.
  const paper: Array<[string, number, string?]> = [
    ['에어', 5, '=HYPERLINK("https://evil.example","열기")'],
    ['에어', 4],
    ['프로', 2, '배터리가 오래가요'],
    ...Array.from({ length: 50 }, (_, i): [string, number, string] => ['프로', 3, `종이 설문 의견 ${i + 1}`]),
  ]
  for (const [choice, points, text] of paper) {
    const data = {
      survey: survey.id,
      answers: [{ question: device, value: choice }, { question: rating, value: points }, ...(text ? [{ question: note, value: text }] : [])],
    }
    expect((await cms.post('/api/survey-responses', data)).status()).toBe(201)
  }

  // And one customer answers on the storefront, signed in: the newest response, with an e-mail.
  const customerContext = await browser.newContext({ baseURL: webURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  await ownClientAddress(customerContext)
  const customerPage = await customerContext.newPage()
  const customer = await signInAsOwnCustomer(customerPage, testInfo, 'results')
  await expect(async () => expect((await customerPage.goto(`/survey/${slug}`))?.status()).toBe(200)).toPass({ timeout: 10_000 })
  await waitForHydration(customerPage)
  await customerPage.getByRole('radio', { name: '에어' }).check()
  await customerPage.getByRole('radio', { name: '5점', exact: true }).check()
  await customerPage.getByRole('textbox', { name: /하고 싶은 말/ }).fill('매장 직원분이 친절했어요')
  await customerPage.getByRole('button', { name: '제출하기' }).click()
  await expect(customerPage).toHaveURL(`/survey/${slug}/complete`)
  await customerContext.close()

  const manager = await ownStaff(request, 'manager')
  await signIntoAdminPanel(page, manager)
  // Every click below waits for the panel to have hydrated first: a link followed while Next's
  // router is still taking the page over was dropped on a loaded machine (twice, in full runs).
  await page.goto(`${cmsURL}/admin/collections/surveys/${survey.id}`)
  await adminHydrated(page)
  await page.getByRole('link', { name: '결과', exact: true }).click()
  await expect(page).toHaveURL(`${cmsURL}/admin/collections/surveys/${survey.id}/results`)
  await expect(page.getByText('응답 54건')).toBeVisible({ timeout: 30_000 })
  const deviceResult = page.locator('section').filter({ has: page.getByRole('heading', { name: '1. 주로 쓰는 기기' }) })
  await expect(deviceResult.getByRole('row', { name: /에어/ })).toContainText('3명 (5.6%)')
  await expect(deviceResult.getByRole('row', { name: /프로/ })).toContainText('51명 (94.4%)')
  await expect(page.getByText('평균 3.07점 (5점 만점)')).toBeVisible()

  // The text answers: as many counted as there are, the latest 50 listed, newest first, each with its time and respondent.
  const texts = page.getByRole('list', { name: '하고 싶은 말: 최근 답' })
  await expect(page.getByText('응답 53명 · 최근 50개를 보여 드립니다.', { exact: false })).toBeVisible()
  await expect(texts.getByRole('listitem')).toHaveCount(50)
  const newest = texts.getByRole('listitem').first()
  await expect(newest).toContainText('매장 직원분이 친절했어요')
  await expect(newest).toContainText(customer.email)
  await expect(newest).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/)
  await attachScreenshot(page, testInfo, 'survey results')

  // Every response, 50 to a page; one opens whole.
  const respondents = page.locator('section').filter({ has: page.getByRole('heading', { name: '응답자별 보기' }) })
  await expect(respondents.getByRole('row')).toHaveCount(51)
  await expect(respondents.getByText('1 / 2쪽')).toBeVisible()
  await adminHydrated(page)
  await respondents.getByRole('link', { name: '다음 →' }).click()
  await expect(respondents.getByText('2 / 2쪽')).toBeVisible()
  await expect(respondents.getByRole('row')).toHaveCount(5)
  await adminHydrated(page)
  await page
    .getByRole('link', { name: /^응답 #\d+ 보기$/ })
    .first()
    .click()
  const one = page.locator('section').filter({ has: page.getByRole('heading', { name: /^응답 #\d+$/ }) })
  await expect(one).toContainText(customer.email)
  await expect(one.getByRole('definition')).toHaveText(['에어', '5', '매장 직원분이 친절했어요'])
  await attachScreenshot(page, testInfo, 'one response')

  // A period: from tomorrow (Korean days) holds nothing yet, and its export is the header alone; today holds everything.
  const tomorrow = seoulDay(Date.now() + 86_400_000)
  await adminHydrated(page)
  await page.getByLabel('시작일').fill(tomorrow)
  await page.getByRole('button', { name: '기간 적용' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`))
  await expect(page.getByText('응답 0건')).toBeVisible()
  await expect(page.getByText('이 기간에는 응답이 없습니다.')).toBeVisible()
  // The dialog will not download without a reason.
  await adminHydrated(page)
  await page.getByRole('button', { name: 'CSV 내보내기' }).click()
  await page.getByRole('dialog', { name: '내려받는 사유' }).getByRole('button', { name: '내려받기' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '사유' })).toHaveText('내려받는 사유를 고르세요.')
  await page.getByRole('dialog', { name: '내려받는 사유' }).getByRole('button', { name: '취소' }).click()
  const emptyPeriod = (await downloadCsv(page, '정기 점검')).trim().split('\r\n')
  expect(emptyPeriod).toHaveLength(1)
  const today = seoulDay(Date.now())
  await adminHydrated(page)
  await page.getByLabel('시작일').fill(today)
  await page.getByLabel('종료일').fill(today)
  await page.getByRole('button', { name: '기간 적용' }).click()
  await expect(page.getByText('응답 54건')).toBeVisible()
  const csv = await downloadCsv(page, '기타', '설문 결과 보고')
  expect(csv).toContain('응답 ID,제출 일시(한국 시간),수정 일시(한국 시간),고객 이메일,주로 쓰는 기기,만족도,하고 싶은 말')
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""열기"")"`)
  expect(csv).toContain(customer.email)
  expect(csv.trim().split('\r\n')).toHaveLength(55)
  // The access record of that download keeps its reason (the empty period's named no customer and left none).
  const records = `/api/access-records?where[staffEmail][equals]=${encodeURIComponent(manager.email)}&where[operation][equals]=export&depth=0`
  await expect(async () => {
    const { docs } = await (await cms.get(records)).json()
    expect(docs).toMatchObject([{ resource: 'survey-responses', reason: '기타: 설문 결과 보고', documentCount: 54 }])
  }).toPass({ timeout: 10_000 })
  // A day that does not exist is left out, and said so.
  await page.goto(`${cmsURL}/admin/collections/surveys/${survey.id}/results?from=2026-02-30`)
  // (Next's own route announcer is an alert too, always there and empty.)
  await expect(page.getByRole('alert').filter({ hasText: '연-월-일' })).toContainText('날짜를 2026-11-01처럼 연-월-일로 입력하세요.')
  await expect(page.getByText('응답 54건')).toBeVisible()

  await page.context().clearCookies()
  await signIntoAdminPanel(page, await ownStaff(request, 'staff'))
  await page.goto(`${cmsURL}/admin/collections/surveys/${survey.id}/results`)
  await expect(page.getByText('응답 54건')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'CSV 내보내기' })).toHaveCount(0)
})
