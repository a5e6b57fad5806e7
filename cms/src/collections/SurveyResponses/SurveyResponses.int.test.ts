import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Survey, User } from '@/payload-types'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'
import { seoulDateTime } from '@storefront/rules/seoul-date'

const DAY = 24 * 60 * 60 * 1000
// An export gives its reason (docs/decisions/0077).
const reason = `reason=${encodeURIComponent('정기 점검')}&`

describe('survey responses', () => {
  let payload: Payload
  let consumer: Consumer
  let manager: { user: User; headers: Record<string, string> }
  let staff: { user: User; headers: Record<string, string> }

  const createSurvey = (data: Partial<Survey> = {}) =>
    payload.create({
      collection: 'surveys',
      data: {
        slug: `test-${randomUUID().slice(0, 8)}`,
        _status: 'published',
        title: '테스트 설문',
        opensAt: new Date(Date.now() - DAY).toISOString(),
        requiresLogin: true,
        allowEdit: false,
        questions: [
          { blockType: 'singleChoice', question: '주로 쓰는 기기', required: true, options: [{ label: '에어' }, { label: '프로' }] },
          { blockType: 'rating', question: '만족도', required: true, scale: '5' },
        ],
        ...data,
      },
    })
  const answersFor = (survey: Survey, device = '에어', rating = 5) => [
    { question: survey.questions[0].id, value: device },
    { question: survey.questions[1].id, value: rating },
  ]
  const answer = (survey: Survey, headers: Record<string, string> = {}, answers = answersFor(survey)) =>
    rest('/survey-responses', json('POST', { survey: survey.id, answers }, headers))
  const messageOf = async (response: Response) => (await response.json()).errors[0].message

  beforeAll(async () => {
    payload = await testPayload()
    consumer = await signUpConsumer()
    // One after another: on an empty database the first user becomes an admin.
    manager = await staffSession(payload, 'manager')
    staff = await staffSession(payload, 'staff')
  })

  afterAll(() => removeUsers(payload, [manager.user, staff.user]))

  it('takes one response per signed-in consumer where login is required, and none from visitors', async () => {
    const survey = await createSurvey()
    expect(await messageOf(await answer(survey))).toBe('로그인한 뒤 응답할 수 있습니다.')
    const first = await answer(survey, consumer.headers)
    expect(first.status).toBe(201)
    expect((await first.json()).doc.customer).toMatchObject({ id: (await customerOf(consumer)).id })
    expect(await messageOf(await answer(survey, consumer.headers))).toBe('이미 응답한 설문입니다.')
  })

  it('lets a consumer edit their response only where the survey allows it', async () => {
    const fixed = await createSurvey()
    const editable = await createSurvey({ allowEdit: true })
    for (const survey of [fixed, editable]) {
      const { doc } = await (await answer(survey, consumer.headers)).json()
      const response = await rest(`/survey-responses/${doc.id}`, json('PATCH', { answers: answersFor(survey, '프로', 2) }, consumer.headers))
      expect(response.status).toBe(survey === editable ? 200 : 400)
    }
  })

  it('keeps no customer on a survey that needs no login, even from a signed-in consumer', async () => {
    const survey = await createSurvey({ requiresLogin: false })
    expect((await answer(survey)).status).toBe(201)
    const { doc } = await (await answer(survey, consumer.headers)).json()
    expect((await payload.findByID({ collection: 'survey-responses', id: doc.id })).customer ?? null).toBeNull()
  })

  it('keeps a survey never published from everyone but staff: not read, not answered, even by a visitor where no login is needed', async () => {
    const draft = await createSurvey({ _status: 'draft', requiresLogin: false })
    for (const headers of [{}, consumer.headers]) {
      expect((await rest(`/surveys/${draft.id}`, { headers })).status).toBe(404)
      expect((await answer(draft, headers)).status).toBe(404)
    }
    expect((await rest(`/surveys/${draft.id}`, { headers: staff.headers })).status).toBe(200)
    expect((await payload.count({ collection: 'survey-responses', where: { survey: { equals: draft.id } } })).totalDocs).toBe(0)

    // Published, it takes answers.
    await payload.update({ collection: 'surveys', id: draft.id, data: { _status: 'published' } })
    expect((await answer(draft)).status).toBe(201)
  })

  it('refuses responses outside the survey’s dates and answers that do not fit the questions', async () => {
    const closed = await createSurvey({ closesAt: new Date(Date.now() - 60_000).toISOString() })
    expect(await messageOf(await answer(closed, consumer.headers))).toBe('응답 기간이 아닌 설문입니다.')
    const survey = await createSurvey()
    expect(await messageOf(await answer(survey, consumer.headers, answersFor(survey, '맥스')))).toBe("'주로 쓰는 기기': 선택지 중 하나를 고르세요.")
  })

  describe('refuses every answer that does not fit the survey, in Korean, and stores nothing', () => {
    const everyType = () =>
      createSurvey({
        requiresLogin: false,
        questions: [
          { blockType: 'singleChoice', question: '기기', required: true, options: [{ label: '에어' }, { label: '프로' }] },
          {
            blockType: 'multipleChoice',
            question: '구입처',
            required: false,
            maxSelections: 2,
            options: [{ label: '매장' }, { label: '온라인' }, { label: '선물' }],
          },
          { blockType: 'shortText', question: '한마디', required: false, maxLength: 10 },
          { blockType: 'longText', question: '의견', required: false, maxLength: 20 },
          { blockType: 'rating', question: '만족도', required: true, scale: '5' },
        ],
      })
    type Q = Survey['questions']
    const cases: Array<[string, (q: Q) => unknown[], string]> = [
      ['an unknown question', (q) => [...valid(q), { question: 'no-such-question', value: '에어' }], '설문에 없는 질문에 대한 응답이 있습니다.'],
      ['an option not offered', (q) => [{ question: q[0].id, value: '맥스' }, valid(q)[1]], "'기기': 선택지 중 하나를 고르세요."],
      ['an option not offered among several', (q) => [...valid(q), { question: q[1].id, value: ['매장', '해외 직구'] }], "'구입처': 선택지 중에서 고르세요."],
      ['too many choices', (q) => [...valid(q), { question: q[1].id, value: ['매장', '온라인', '선물'] }], "'구입처': 2개까지 고를 수 있습니다."],
      ['a short answer too long', (q) => [...valid(q), { question: q[2].id, value: '열 글자를 훌쩍 넘는 답변입니다' }], "'한마디': 10자 이내로 답해 주세요."],
      ['a long answer too long', (q) => [...valid(q), { question: q[3].id, value: '가'.repeat(21) }], "'의견': 20자 이내로 답해 주세요."],
      ['a rating above the scale', (q) => [valid(q)[0], { question: q[4].id, value: 6 }], "'만족도': 1–5점 중에서 고르세요."],
      ['a rating below the scale', (q) => [valid(q)[0], { question: q[4].id, value: 0 }], "'만족도': 1–5점 중에서 고르세요."],
      ['a rating as text', (q) => [valid(q)[0], { question: q[4].id, value: '5' }], "'만족도': 1–5점 중에서 고르세요."],
      ['a required question left out', (q) => [valid(q)[1]], "'기기'에 답해 주세요."],
      ['a required question left blank', (q) => [{ question: q[0].id, value: '   ' }, valid(q)[1]], "'기기'에 답해 주세요."],
      ['an answer that is not a list', () => [], '응답 형식이 올바르지 않습니다.'],
    ]
    const valid = (q: Q) => [
      { question: q[0].id, value: '프로' },
      { question: q[4].id, value: 4 },
    ]

    it.each(cases)('%s', async (kind, build, message) => {
      const survey = await everyType()
      const answers = kind === 'an answer that is not a list' ? { [survey.questions[0].id!]: '에어' } : build(survey.questions)
      const response = await rest('/survey-responses', json('POST', { survey: survey.id, answers }))
      expect(response.status).toBe(400)
      expect(await messageOf(response)).toBe(message)
      expect((await payload.count({ collection: 'survey-responses', where: { survey: { equals: survey.id } } })).totalDocs).toBe(0)
      // The same survey takes a fitting answer: the refusal was about the answer, not the survey.
      expect((await rest('/survey-responses', json('POST', { survey: survey.id, answers: valid(survey.questions) }))).status).toBe(201)
    })

    it('refuses a malformed edit and keeps the stored answers', async () => {
      const survey = await createSurvey({ allowEdit: true })
      const { doc } = await (await answer(survey, consumer.headers)).json()
      const response = await rest(`/survey-responses/${doc.id}`, json('PATCH', { answers: answersFor(survey, '프로', 9) }, consumer.headers))
      expect(await messageOf(response)).toBe("'만족도': 1–5점 중에서 고르세요.")
      expect((await payload.findByID({ collection: 'survey-responses', id: doc.id })).answers).toEqual(answersFor(survey))
    })
  })

  it('keeps one response for an answer sent twice with the same idempotency key, signed in or not', async () => {
    for (const headers of [{}, consumer.headers]) {
      const survey = await createSurvey({ requiresLogin: Object.keys(headers).length > 0 })
      const key = { 'idempotency-key': `survey-${randomUUID()}` }
      const [first, second] = await Promise.all([answer(survey, { ...headers, ...key }), answer(survey, { ...headers, ...key })])
      expect([first.status, second.status].sort()).toEqual([200, 201])
      expect((await payload.count({ collection: 'survey-responses', where: { survey: { equals: survey.id } } })).totalDocs).toBe(1)
    }
  })

  it('exports a survey’s responses as CSV for managers, a column per question, and not for staff', async () => {
    const survey = await createSurvey({ requiresLogin: false })
    await answer(survey, {}, answersFor(survey, '프로', 4))
    expect((await rest(`/survey-responses/export?${reason}survey=${survey.id}`, { headers: staff.headers })).status).toBe(403)
    const response = await rest(`/survey-responses/export?${reason}survey=${survey.id}`, { headers: manager.headers })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('응답 ID,제출 일시(한국 시간),수정 일시(한국 시간),고객 이메일,주로 쓰는 기기,만족도')
    expect(row).toMatch(/,,프로,4$/)
    // Korea time, not UTC ISO: the stored instant nine hours on.
    const [id, submitted] = row!.split(',')
    const stored = await payload.findByID({ collection: 'survey-responses', id: Number(id) })
    expect(submitted).toBe(seoulDateTime(new Date(stored.createdAt)))
    expect(submitted).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('exports the responses of a period of Korean days when asked, and refuses a day that does not exist', async () => {
    const survey = await createSurvey({ requiresLogin: false })
    const ids: number[] = []
    for (const device of ['에어', '프로']) ids.push((await (await answer(survey, {}, answersFor(survey, device))).json()).doc.id)
    // 00:30 on 15 January in Korea is still the 14th in UTC: it belongs to the 15th.
    await payload.update({ collection: 'survey-responses', id: ids[0]!, data: { createdAt: '2026-01-14T15:30:00.000Z' } })
    const rows = async (query: string) => {
      const response = await rest(`/survey-responses/export?${reason}survey=${survey.id}${query}`, { headers: manager.headers })
      expect(response.status).toBe(200)
      return (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
    }
    expect(await rows('&from=2026-01-15&to=2026-01-15')).toEqual([expect.stringMatching(new RegExp(`^${ids[0]},2026-01-15 00:30:00,.*,에어,5$`))])
    expect(await rows('&to=2026-01-14')).toEqual([])
    expect(await rows('&from=2026-01-16')).toEqual([expect.stringMatching(new RegExp(`^${ids[1]},`))])
    expect(await rows('')).toHaveLength(2)
    for (const query of ['&from=2026-02-30', '&to=yesterday', '&from=2026-03-01&to=2026-02-01']) {
      const refused = await rest(`/survey-responses/export?${reason}survey=${survey.id}${query}`, { headers: manager.headers })
      expect(refused.status).toBe(400)
      expect(await messageOf(refused)).toMatch(/연-월-일|늦습니다/)
    }
  })

  it('exports answers and question titles that look like spreadsheet formulas as text, never as formulas', async () => {
    // Answers are trimmed when stored; question titles keep a leading tab or carriage return.
    const formulas = ['=HYPERLINK("https://evil.example","열기")', '+1+1', '-2+3', '@SUM(A1)', '＝1+1']
    const titles = ['=1+1', '\t=1+1', '\r=1+1', '의견 4', '의견 5']
    const survey = await createSurvey({
      requiresLogin: false,
      allowEdit: false,
      questions: formulas.map((formula, index) => ({ blockType: 'longText' as const, question: titles[index], required: true })),
    })
    const answers = survey.questions.map((question, index) => ({ question: question.id, value: formulas[index] }))
    expect((await answer(survey, {}, answers)).status).toBe(201)
    const response = await rest(`/survey-responses/export?${reason}survey=${survey.id}`, { headers: manager.headers })
    const bytes = Buffer.from(await response.arrayBuffer())
    // UTF-8 with a byte-order mark, so Excel reads the Korean (Response.text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, row] = parse(bytes, { bom: true, relax_column_count: true }) as string[][]
    expect(header).toEqual(['응답 ID', '제출 일시(한국 시간)', '수정 일시(한국 시간)', '고객 이메일', "'=1+1", "'\t=1+1", "'\r=1+1", '의견 4', '의견 5'])
    // Each formula cell kept whole, behind an apostrophe that spreadsheets read as "this is text".
    expect(row.slice(4)).toEqual(formulas.map((formula) => `'${formula}`))
  })
})
