import type { Answer, Question } from '@storefront/rules/survey-answers'

// A survey's results per question, for staff (the results tab of a survey in the admin panel).
// Percentages are of the people who answered that question; several choices may add up past 100.

export type Count = { label: string; count: number; percent: number }

/** One text answer with when it was given and by whom (a survey that keeps no customer: null). */
type TextAnswer = { text: string; at: string | null; respondent: string | null; response: number | null }

/** A response as the results read it, newest first. */
export type ResponseRow = { id?: number; answers: unknown; createdAt?: string; respondent?: string | null }

export type QuestionResult = { id: string; question: string; answered: number } & (
  | { kind: 'choices'; multiple: boolean; options: Count[] }
  | { kind: 'rating'; scale: number; average: number | null; distribution: Count[] }
  | { kind: 'texts'; texts: TextAnswer[] }
)

export interface SurveyResults {
  responses: number
  questions: QuestionResult[]
}

const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10)

export function summarise(questions: Question[], responses: ResponseRow[]): SurveyResults {
  const answersTo = (id: string) =>
    responses.flatMap((response) =>
      Array.isArray(response.answers) ? (response.answers as Answer[]).filter((a) => a?.question === id).map((a) => ({ value: a.value, response })) : [],
    )
  const valuesOf = (id: string) => answersTo(id).map(({ value }) => value)

  const results = questions
    .filter((q): q is Question & { id: string } => Boolean(q.id))
    .map((q): QuestionResult => {
      const values = valuesOf(q.id)
      const base = { id: q.id, question: q.question, answered: values.length }
      switch (q.blockType) {
        case 'singleChoice':
        case 'multipleChoice': {
          const chosen = values.flatMap((value) => (Array.isArray(value) ? value : [value])).map(String)
          // Options offered now, then any an earlier version of the survey offered.
          const labels = [...new Set([...q.options.map((o) => o.label), ...chosen])]
          const options = labels.map((label) => {
            const count = chosen.filter((c) => c === label).length
            return { label, count, percent: percentOf(count, values.length) }
          })
          return { ...base, kind: 'choices', multiple: q.blockType === 'multipleChoice', options }
        }
        case 'rating': {
          const scale = Number(q.scale)
          const points = values.filter((v): v is number => typeof v === 'number')
          const distribution = Array.from({ length: scale }, (_, i) => {
            const count = points.filter((p) => p === i + 1).length
            return { label: `${i + 1}점`, count, percent: percentOf(count, points.length) }
          })
          const average = points.length ? Math.round((points.reduce((sum, p) => sum + p, 0) / points.length) * 100) / 100 : null
          return { ...base, kind: 'rating', scale, average, distribution }
        }
        case 'shortText':
        case 'longText':
          return {
            ...base,
            kind: 'texts',
            texts: answersTo(q.id).map(({ value, response }) => ({
              text: String(value),
              at: response.createdAt ?? null,
              respondent: response.respondent ?? null,
              response: response.id ?? null,
            })),
          }
      }
    })
  return { responses: responses.length, questions: results }
}
