// Journey: customers answer surveys. The seeded owner survey (every question type, login, editable)
// through the sign-in gate and back, with errors per question, a reload that loses nothing, the
// completion message and an edit; a survey that takes one answer only; an anonymous survey sent
// twice over the wire (one response kept); closed, upcoming and unknown surveys.
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { existingConsumer, fillPasswordLogin } from './account-support'
import { attachScreenshot, bulkReadReason, cmsAsAdmin, ownClientAddress, waitForHydration } from './support'

const OWNER = '/survey/owner-survey-2026'
const REQUIRED = '필수 질문입니다. 답해 주세요.'

type Cms = Awaited<ReturnType<typeof cmsAsAdmin>>
type Response = { id: number; customer: { email: string } | null; answers: Array<{ question: string; value: unknown }> }

test.beforeEach(async ({ context }) => ownClientAddress(context))

const question = (page: Page, name: string | RegExp) => page.getByRole('group', { name })

async function responsesTo(cms: Cms, surveyId: number): Promise<Response[]> {
  const answer = await cms.get(`/api/survey-responses?where[survey][equals]=${surveyId}&depth=1&limit=100&reason=${bulkReadReason}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).docs
}

async function surveyBySlug(cms: Cms, slug: string) {
  const { docs } = await (await cms.get(`/api/surveys?where[slug][equals]=${slug}&depth=0`)).json()
  return docs[0] as { id: number; questions: Array<{ id: string; blockType: string }> }
}

/** A survey of this test's own (every run and browser answers afresh), open now unless told otherwise. */
async function createSurvey(request: APIRequestContext, data: Record<string, unknown>) {
  const cms = await cmsAsAdmin(request)
  const slug = `e2e-${randomUUID().slice(0, 8)}`
  const created = await cms.post('/api/surveys', {
    slug,
    _status: 'published',
    title: '테스트 설문',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    questions: [{ blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] }],
    ...data,
  })
  expect(created.status()).toBe(201)
  return { cms, slug, id: ((await created.json()).doc as { id: number }).id }
}

/** A new survey reaches the storefront with the next content-version poll (about a second). */
async function openOnceKnown(page: Page, path: string) {
  await expect(async () => expect((await page.goto(path))?.status()).toBe(200)).toPass({ timeout: 10_000 })
}

test('a new customer answers the seeded survey: sign-in gate, errors per question, a reload, the completion message, then an edit', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const consumer = await existingConsumer(testInfo, 'survey')

  // The home page lists the surveys open now; signed out, the survey sends them to the gate,
  // which says why and leads through sign-in back.
  await page.goto('/')
  const openOnHome = page.getByRole('list', { name: '참여할 수 있는 설문' })
  await expect(openOnHome.getByRole('link', { name: /2026 바포레 사용자 만족도 조사/ })).toContainText('참여하기')
  await waitForHydration(page)
  await openOnHome.getByRole('link', { name: /2026 바포레 사용자 만족도 조사/ }).click()
  await expect(page).toHaveURL(`${OWNER}/auth`)
  await expect(page.getByText('로그인 후 참여할 수 있는 설문입니다')).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: '로그인' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  if (new URL(page.url()).pathname === '/login') {
    await waitForHydration(page)
    await page.getByRole('link', { name: '이메일로 로그인' }).click()
  }
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page).toHaveURL(OWNER)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 바포레 사용자 만족도 조사')
  await waitForHydration(page)

  // Sent empty: each required question says so beside it, and focus goes to the first.
  await page.getByRole('button', { name: '제출하기' }).click()
  const device = question(page, /주로 사용하는 기기는 무엇인가요\?/)
  const bought = question(page, /어디에서 구입하셨나요\?/)
  const rating = question(page, /전반적으로 얼마나 만족하시나요\?/)
  for (const group of [device, bought, rating]) await expect(group.getByText(REQUIRED)).toBeVisible()
  await expect(device.getByRole('radio').first()).toBeFocused()
  await expect(page.getByText('답하지 않았거나 고쳐야 할 질문이 있습니다. 표시된 질문을 확인해 주세요.')).toBeVisible()

  // Each control as its type calls for: one choice; two choices at most; a keyboard-driven scale.
  await device.getByRole('radio', { name: '바포레 프로' }).check()
  await expect(device.getByText(REQUIRED)).toHaveCount(0)
  await bought.getByRole('checkbox', { name: '직영점' }).check()
  await bought.getByRole('checkbox', { name: '온라인 스토어' }).check()
  await expect(bought.getByRole('checkbox', { name: '협력점' })).toBeDisabled()
  await expect(bought.getByText('(2/2 선택)')).toBeVisible()
  await rating.getByRole('radio', { name: '1점, 매우 불만족' }).focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(rating.getByRole('radio', { name: '4점' })).toBeChecked()
  await expect(rating.getByRole('radio', { name: '5점, 매우 만족' })).toBeVisible()

  // A short answer over its limit: the counter and the error say so.
  const favourite = page.getByRole('textbox', { name: /가장 마음에 드는 점/ })
  await favourite.fill('가'.repeat(51))
  await expect(page.getByText('51/50자')).toBeVisible()
  await page.getByRole('button', { name: '제출하기' }).click()
  await expect(page.getByText('50자 이내로 답해 주세요.')).toBeVisible()
  await expect(favourite).toHaveAttribute('aria-invalid', 'true')
  await favourite.fill('묵직한 타격감')
  await page.getByRole('textbox', { name: /바라는 점이나 불편했던 점/ }).fill('카트리지를 편의점에서도 팔면 좋겠어요.')

  // A reload loses nothing typed.
  await page.reload()
  await waitForHydration(page)
  await expect(device.getByRole('radio', { name: '바포레 프로' })).toBeChecked()
  await expect(bought.getByRole('checkbox', { name: '온라인 스토어' })).toBeChecked()
  await expect(rating.getByRole('radio', { name: '4점' })).toBeChecked()
  await expect(favourite).toHaveValue('묵직한 타격감')
  await attachScreenshot(page, testInfo, 'survey form')

  await page.getByRole('button', { name: '제출하기' }).click()
  await expect(page).toHaveURL(`${OWNER}/complete`)
  await expect(page.getByText('참여해 주셔서 감사합니다. 추첨을 통해 100분께 카트리지 세트를 보내 드립니다.')).toBeVisible()

  // My page lists it as answered, with the way to change the answer.
  await page.goto('/user')
  const mySurveys = page.getByRole('list', { name: '참여할 수 있는 설문' })
  const answered = mySurveys.getByRole('link', { name: /2026 바포레 사용자 만족도 조사/ })
  await expect(answered).toContainText('참여 완료')
  await expect(answered).toContainText('답변 수정하기')
  await attachScreenshot(page, testInfo, 'my surveys')
  // Back on the survey: it is editable, so my answers come filled in to change.
  await page.goto(OWNER)
  await expect(page).toHaveURL(`${OWNER}/edit`)
  await waitForHydration(page)
  await expect(rating.getByRole('radio', { name: '4점' })).toBeChecked()
  await expect(favourite).toHaveValue('묵직한 타격감')
  await rating.getByRole('radio', { name: '5점, 매우 만족' }).check()
  await page.getByRole('button', { name: '수정한 응답 저장' }).click()
  await expect(page).toHaveURL(`${OWNER}/complete`)
  // The completion page leads back to my answers while they may still change.
  await expect(page.getByText(/답변을 고칠 수 있습니다/)).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: '답변 수정하기' }).click()
  await expect(page).toHaveURL(`${OWNER}/edit`)
  await expect(rating.getByRole('radio', { name: '5점, 매우 만족' })).toBeChecked()

  const cms = await cmsAsAdmin(request)
  const survey = await surveyBySlug(cms, 'owner-survey-2026')
  const mine = (await responsesTo(cms, survey.id)).filter((response) => response.customer?.email === consumer.email)
  expect(mine).toHaveLength(1)
  const ratingId = survey.questions.find((q) => q.blockType === 'rating')!.id
  expect(mine[0].answers.find((answer) => answer.question === ratingId)?.value).toBe(5)
})

test('a survey answered once says so and offers no edit; answers typed before a lost session survive signing in again', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000)
  const { slug, cms, id } = await createSurvey(request, { requiresLogin: true, allowEdit: false, completionMessage: '한 번만 받습니다.' })
  const consumer = await existingConsumer(testInfo, 'survey-once')
  await page.goto(`/login/password?redirect=${encodeURIComponent(`/survey/${slug}`)}`)
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page).toHaveURL(`/survey/${slug}`)
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('테스트 설문', { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await waitForHydration(page)
  await page.getByRole('radio', { name: '에어' }).check()

  // The session ends while answering: sending leads to the gate, through sign-in, and back, with the answer kept.
  await page.context().clearCookies({ name: 'session' })
  await page.getByRole('button', { name: '제출하기' }).click()
  await expect(page).toHaveURL(`/survey/${slug}/auth`)
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: '로그인' }).click()
  await waitForHydration(page)
  if (new URL(page.url()).pathname === '/login') await page.getByRole('link', { name: '이메일로 로그인' }).click()
  await fillPasswordLogin(page, consumer.email, consumer.password)
  await expect(page).toHaveURL(`/survey/${slug}`)
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: '에어' })).toBeChecked()
  await page.getByRole('button', { name: '제출하기' }).click()
  await expect(page.getByText('한 번만 받습니다.')).toBeVisible()
  await expect(page.getByRole('link', { name: '답변 수정하기' })).toHaveCount(0)
  // On my page it is marked answered, and leads to the survey's note that I took part.
  await page.goto('/user')
  // Every survey of these journeys is called 테스트 설문: this one is told by its address.
  const listed = page.getByRole('list', { name: '참여할 수 있는 설문' }).locator(`a[href="/survey/${slug}"]`)
  await expect(listed).toContainText('참여 완료')
  await expect(listed).toContainText('참여 내역 보기')

  // Again: already answered, no form; the edit page leads back to that.
  await page.goto(`/survey/${slug}`)
  await expect(page.getByText('이미 참여한 설문입니다')).toBeVisible()
  await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0)
  await page.goto(`/survey/${slug}/edit`)
  await expect(page).toHaveURL(`/survey/${slug}`)
  await expect(page.getByText('이미 참여한 설문입니다')).toBeVisible()
  expect(await responsesTo(cms, id)).toHaveLength(1)
})

test('a visitor answers an anonymous survey without an account; the answer sent twice over the wire is kept once', async ({ page, request }, testInfo) => {
  const { slug, cms, id } = await createSurvey(request, {
    requiresLogin: false,
    completionMessage: '익명 응답 감사합니다.',
    questions: [
      { blockType: 'rating', question: '추천 의향', required: true, scale: '10', lowLabel: '전혀 없음', highLabel: '매우 높음' },
      { blockType: 'longText', question: '한마디', required: false, maxLength: 20 },
    ],
  })
  await openOnceKnown(page, `/survey/${slug}`)
  await waitForHydration(page)
  await page.getByRole('radio', { name: '10점, 매우 높음' }).check()
  await page.getByRole('textbox', { name: /한마디/ }).fill('좋아요')
  // The network repeats the request (a retry after a lost answer): the CMS must keep one response.
  await page.route('**/_serverFn/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const first = await route.fetch()
    await route.fetch()
    await route.fulfill({ response: first })
  })
  // And a double click on the button.
  await page.getByRole('button', { name: '제출하기' }).dblclick()
  await expect(page).toHaveURL(`/survey/${slug}/complete`)
  await expect(page.getByText('익명 응답 감사합니다.')).toBeVisible()
  await attachScreenshot(page, testInfo, 'survey complete')
  const responses = await responsesTo(cms, id)
  expect(responses).toHaveLength(1)
  expect(responses[0].customer).toBeNull()
})

test('closed, not yet open and unknown surveys say so and take no answers', async ({ page, request }) => {
  await page.goto('/survey/winter-event-2025')
  await expect(page.getByText('마감된 설문입니다')).toBeVisible()
  await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0)

  const { slug } = await createSurvey(request, { opensAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(), requiresLogin: false })
  await openOnceKnown(page, `/survey/${slug}`)
  await expect(page.getByText('아직 시작하지 않은 설문입니다')).toBeVisible()
  await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0)

  const unknown = await page.goto('/survey/no-such-survey')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('요청하신 페이지를 찾을 수 없습니다.')
})
