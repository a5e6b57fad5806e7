// Journey: staff look at a survey's results in the CMS admin panel. A manager sees the number of
// responses, each option's count and share, the rating average and distribution and the text
// answers, and downloads the CSV (a BOM for Excel, a formula-looking answer kept as text); staff
// read the same results without the export.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { attachScreenshot, cmsAsAdmin, cmsURL, logIntoAdminPanel, ownStaff } from './support'

test('a manager sees a survey’s results per question and exports them; staff see the results only', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  const cms = await cmsAsAdmin(request)
  const created = await cms.post('/api/surveys', {
    slug: `results-${randomUUID().slice(0, 8)}`,
    _status: 'published',
    title: '결과 확인용 설문',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    requiresLogin: false,
    questions: [
      { blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] },
      { blockType: 'rating', question: '만족도', required: true, scale: '5' },
      { blockType: 'longText', question: '하고 싶은 말', required: false },
    ],
  })
  expect(created.status()).toBe(201)
  const survey = (await created.json()).doc as { id: number; questions: Array<{ id: string }> }
  const [device, rating, note] = survey.questions.map((q) => q.id)
  const answers: Array<[string, number, string?]> = [
    ['에어', 5, '=HYPERLINK("https://evil.example","열기")'],
    ['에어', 4],
    ['프로', 2, '배터리가 오래가요'],
  ]
  for (const [choice, points, text] of answers) {
    const data = {
      survey: survey.id,
      answers: [{ question: device, value: choice }, { question: rating, value: points }, ...(text ? [{ question: note, value: text }] : [])],
    }
    expect((await request.post(`${cmsURL}/api/survey-responses`, { data })).status()).toBe(201)
  }

  await logIntoAdminPanel(page, await ownStaff(request, 'manager'))
  await page.goto(`${cmsURL}/admin/collections/surveys/${survey.id}`)
  await page.getByRole('button', { name: '결과', exact: true }).click()
  await expect(page.getByText('응답 3건')).toBeVisible({ timeout: 30_000 })
  const deviceResult = page.locator('section').filter({ has: page.getByRole('heading', { name: '1. 주로 쓰는 기기' }) })
  await expect(deviceResult.getByRole('row', { name: /에어/ })).toContainText('2명 (66.7%)')
  await expect(deviceResult.getByRole('row', { name: /프로/ })).toContainText('1명 (33.3%)')
  await expect(page.getByText('평균 3.67점 (5점 만점)')).toBeVisible()
  await expect(page.getByText('배터리가 오래가요')).toBeVisible()
  await attachScreenshot(page, testInfo, 'survey results')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'CSV 내보내기' }).click()
  const file = await (await download).path()
  const bytes = readFileSync(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = bytes.toString('utf8')
  expect(csv).toContain('응답 ID,제출 일시(한국 시간),수정 일시(한국 시간),고객 이메일,주로 쓰는 기기,만족도,하고 싶은 말')
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""열기"")"`)

  await page.context().clearCookies()
  await logIntoAdminPanel(page, await ownStaff(request, 'staff'))
  await page.goto(`${cmsURL}/admin/collections/surveys/${survey.id}`)
  await page.getByRole('button', { name: '결과', exact: true }).click()
  await expect(page.getByText('응답 3건')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'CSV 내보내기' })).toHaveCount(0)
})
