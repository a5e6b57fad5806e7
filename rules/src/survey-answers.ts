// Checking a survey response against the survey's questions (pure; the storefront shows the same
// messages next to each question before sending). An answer names its question by block id;
// choices are answered with the option's text.

export type Question =
  | { id?: string | null; blockType: 'singleChoice'; question: string; required?: boolean | null; options: { label: string }[] }
  | {
      id?: string | null
      blockType: 'multipleChoice'
      question: string
      required?: boolean | null
      options: { label: string }[]
      maxSelections?: number | null
    }
  | { id?: string | null; blockType: 'shortText' | 'longText'; question: string; required?: boolean | null; maxLength?: number | null }
  | { id?: string | null; blockType: 'rating'; question: string; required?: boolean | null; scale: '5' | '10' }

export type AnswerValue = string | string[] | number
export type Answer = { question: string; value: AnswerValue }

/** A text question's limit: the one set in the CMS, or the field's default. */
export const textLimit = (q: { blockType: 'shortText' | 'longText'; maxLength?: number | null }) => q.maxLength ?? (q.blockType === 'shortText' ? 100 : 2000)

export const isEmptyAnswer = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0)

/** Why `value` does not answer `q`, or null. */
function problem(q: Question, value: unknown): string | null {
  switch (q.blockType) {
    case 'singleChoice':
      return typeof value === 'string' && q.options.some((o) => o.label === value) ? null : '선택지 중 하나를 고르세요.'
    case 'multipleChoice': {
      const valid = Array.isArray(value) && new Set(value).size === value.length && value.every((v) => q.options.some((o) => o.label === v))
      if (!valid) return '선택지 중에서 고르세요.'
      return q.maxSelections && value.length > q.maxSelections ? `${q.maxSelections}개까지 고를 수 있습니다.` : null
    }
    case 'shortText':
    case 'longText': {
      const limit = textLimit(q)
      if (typeof value !== 'string') return '글로 답해 주세요.'
      return value.trim().length > limit ? `${limit}자 이내로 답해 주세요.` : null
    }
    case 'rating': {
      const max = Number(q.scale)
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max ? null : `1–${max}점 중에서 고르세요.`
    }
  }
}

/** What is wrong with the answer to one question (a required one left empty included), or null. */
export function answerProblem(q: Question, value: unknown): string | null {
  if (isEmptyAnswer(value)) return q.required ? '필수 질문입니다. 답해 주세요.' : null
  return problem(q, typeof value === 'string' ? value.trim() : value)
}

/** The answers in question order, empty optional ones dropped; or the first problem, naming the question. */
export function checkAnswers(questions: Question[], given: unknown): { answers: Answer[] } | { error: string } {
  if (!Array.isArray(given)) return { error: '응답 형식이 올바르지 않습니다.' }
  const byQuestion = new Map<string, unknown>()
  for (const answer of given as Partial<Answer>[]) {
    if (typeof answer?.question !== 'string' || byQuestion.has(answer.question)) return { error: '응답 형식이 올바르지 않습니다.' }
    if (!questions.some((q) => q.id === answer.question)) return { error: '설문에 없는 질문에 대한 응답이 있습니다.' }
    byQuestion.set(answer.question, typeof answer.value === 'string' ? answer.value.trim() : answer.value)
  }
  const answers: Answer[] = []
  for (const q of questions) {
    const value = byQuestion.get(q.id!)
    if (isEmptyAnswer(value)) {
      if (q.required) return { error: `'${q.question}'에 답해 주세요.` }
      continue
    }
    const why = problem(q, value)
    if (why) return { error: `'${q.question}': ${why}` }
    answers.push({ question: q.id!, value: value as AnswerValue })
  }
  return { answers }
}
