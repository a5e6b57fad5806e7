// One survey question's answers per Seoul week (the question picked above the sections): for a
// choice, how many chose each option (several choices each count); for a rating, how many gave
// each score, and the week's average. Survey responses belong to no shop.
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Question } from '@storefront/rules/survey-answers'
import { type Figure, type Picker, type Section, weeklySeries } from '../figure'
import { seoulWeek, weekLabel, within } from '../period'
import { aggregate } from '../query'

/** The surveys offered in the picker: the latest. */
const SURVEYS_OFFERED = 30
const CHARTED = ['singleChoice', 'multipleChoice', 'rating'] as const
type Charted = Extract<Question, { blockType: (typeof CHARTED)[number] }> & { id: string }

async function chartedQuestions(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'surveys',
    depth: 0,
    limit: SURVEYS_OFFERED,
    sort: '-createdAt',
    select: { title: true, questions: true },
    pagination: false,
  })
  return docs.flatMap((survey) =>
    ((survey.questions ?? []) as Question[])
      .filter((question): question is Charted => Boolean(question.id) && (CHARTED as readonly string[]).includes(question.blockType))
      .map((question) => ({ value: `${survey.id}:${question.id}`, survey: survey.title, question })),
  )
}

async function picker(payload: Payload): Promise<Picker> {
  const questions = await chartedQuestions(payload)
  return { name: 'question', label: '설문 질문', options: questions.map(({ value, survey, question }) => ({ value, label: question.question, group: survey })) }
}

export const surveys: Section = {
  key: 'surveys',
  title: '설문 응답',
  description:
    '고른 설문 질문의 답을 주마다 셉니다. 선택형은 보기마다 고른 사람 수(여러 개 고르는 질문은 각각 셉니다), 점수형은 점수마다 준 사람 수와 그 주의 평균입니다. 설문 응답은 매장과 관계없이 셉니다.',
  byShop: false,
  picker,
  async load(payload, filter): Promise<Figure[]> {
    const questions = await chartedQuestions(payload)
    const chosen = questions.find(({ value }) => value === filter.question) ?? questions[0]
    if (!chosen) return []
    const [survey, id] = [Number(chosen.value.split(':')[0]), chosen.question.id]
    const from = sql`FROM survey_responses r CROSS JOIN LATERAL jsonb_array_elements(r.answers) a`
    const where = sql`WHERE r.survey_id = ${survey} AND ${within(sql`r.created_at`, filter)} AND a->>'question' = ${id}`
    // A multiple choice is an array of labels, a single choice a label, a rating a number: each an element here.
    const values = sql`CROSS JOIN LATERAL jsonb_array_elements_text(CASE jsonb_typeof(a->'value') WHEN 'array' THEN a->'value' ELSE jsonb_build_array(a->'value') END) v(label)`
    const [counts, weeks] = await Promise.all([
      aggregate<{ week: string; label: string; count: string }>(
        payload,
        sql`SELECT ${seoulWeek(sql`r.created_at`)} AS week, v.label, count(*) AS count ${from} ${values} ${where} GROUP BY 1, 2`,
      ),
      aggregate<{ week: string; answered: string; average: number | null }>(
        payload,
        sql`SELECT ${seoulWeek(sql`r.created_at`)} AS week, count(*) AS answered,
          avg((a->>'value')::numeric) FILTER (WHERE jsonb_typeof(a->'value') = 'number') AS average
          ${from} ${where} GROUP BY 1`,
      ),
    ])
    const { question } = chosen
    const rating = question.blockType === 'rating'
    const order = rating
      ? Array.from({ length: Number(question.scale) }, (_, index) => ({ key: String(index + 1), label: `${index + 1}점` }))
      : question.options.map(({ label }) => ({ key: label, label }))
    const byWeek = new Map(weeks.map((row) => [row.week, row]))
    return [
      {
        key: 'answers',
        caption: `${chosen.survey} · ${question.question} (주별 응답, 명)`,
        rowHeader: '주(월요일)',
        rows: filter.weeks,
        rowLabel: weekLabel,
        series: [
          ...weeklySeries(
            filter.weeks,
            counts.map((row) => ({ week: row.week, key: row.label, label: rating ? `${row.label}점` : row.label, count: Number(row.count) })),
            order,
          ),
          {
            key: 'answered',
            label: '응답한 사람(명)',
            format: 'count',
            charted: false,
            values: filter.weeks.map((week) => Number(byWeek.get(week)?.answered ?? 0)),
          },
          ...(rating
            ? [
                {
                  key: 'average',
                  label: `평균(${question.scale}점 만점)`,
                  format: 'score' as const,
                  charted: false,
                  values: filter.weeks.map((week) => {
                    const average = byWeek.get(week)?.average
                    return average === null || average === undefined ? null : Number(average)
                  }),
                },
              ]
            : []),
        ],
        chart: 'stacked',
      },
    ]
  },
}
