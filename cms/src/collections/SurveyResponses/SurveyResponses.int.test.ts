import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Survey, User } from '@/payload-types'
import { customerOf, json } from '@/test/fixtures'
import { type Consumer, signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const DAY = 24 * 60 * 60 * 1000

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

  it('refuses responses outside the survey’s dates and answers that do not fit the questions', async () => {
    const closed = await createSurvey({ closesAt: new Date(Date.now() - 60_000).toISOString() })
    expect(await messageOf(await answer(closed, consumer.headers))).toBe('응답 기간이 아닌 설문입니다.')
    const survey = await createSurvey()
    expect(await messageOf(await answer(survey, consumer.headers, answersFor(survey, '맥스')))).toBe("'주로 쓰는 기기': 선택지 중 하나를 고르세요.")
  })

  it('exports a survey’s responses as CSV for managers, a column per question, and not for staff', async () => {
    const survey = await createSurvey({ requiresLogin: false })
    await answer(survey, {}, answersFor(survey, '프로', 4))
    expect((await rest(`/survey-responses/export?survey=${survey.id}`, { headers: staff.headers })).status).toBe(403)
    const response = await rest(`/survey-responses/export?survey=${survey.id}`, { headers: manager.headers })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('응답 ID,제출 일시,수정 일시,고객 이메일,주로 쓰는 기기,만족도')
    expect(row).toMatch(/,,프로,4$/)
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
    const response = await rest(`/survey-responses/export?survey=${survey.id}`, { headers: manager.headers })
    const bytes = Buffer.from(await response.arrayBuffer())
    // UTF-8 with a byte-order mark, so Excel reads the Korean (Response.text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, row] = parse(bytes, { bom: true, relax_column_count: true }) as string[][]
    expect(header).toEqual(['응답 ID', '제출 일시', '수정 일시', '고객 이메일', "'=1+1", "'\t=1+1", "'\r=1+1", '의견 4', '의견 5'])
    // Each formula cell kept whole, behind an apostrophe that spreadsheets read as "this is text".
    expect(row.slice(4)).toEqual(formulas.map((formula) => `'${formula}`))
  })
})
