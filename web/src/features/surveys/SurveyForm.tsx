import { type Answer, answerProblem, isEmptyAnswer, type Question } from '@storefront/rules/survey-answers'
import { useHydrated, useNavigate, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '~/ui/Button'
import { clearDraft, readDraft, writeDraft } from './draft'
import { QuestionField } from './QuestionField'
import { editSurveyResponse, sendSurveyResponse } from './surveys.functions'
import type { SurveyAnswers, SurveyQuestion, SurveyView } from './types'
import { ignoreSecondClickOfDoubleClick } from '~/ui/second-click'

// The survey's questions as a form. Answers are checked here with the CMS's own rules (the same
// Korean messages), kept in the browser while typed, and sent once: a double click is ignored and
// a resend carries the same idempotency key, so the CMS keeps one response.

type Mode = 'new' | 'edit'

const SEND_FAILED = '응답을 보내지 못했습니다. 잠시 후 다시 시도해 주세요. 작성하신 답변은 이 기기에 남아 있습니다.'

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

const withIds = (questions: SurveyQuestion[]) => questions.filter((q): q is SurveyQuestion & { id: string } => Boolean(q.id))

function problems(questions: Array<SurveyQuestion & { id: string }>, answers: SurveyAnswers) {
  const found: Record<string, string> = {}
  for (const q of questions) {
    const problem = answerProblem(q as Question, answers[q.id])
    if (problem) found[q.id] = problem
  }
  return found
}

/** Only answers to this survey's questions: a draft kept from before the survey changed may hold others. */
function known(questions: Array<{ id: string }>, answers: SurveyAnswers): SurveyAnswers {
  return Object.fromEntries(questions.filter((q) => answers[q.id] !== undefined).map((q) => [q.id, answers[q.id]]))
}

export function SurveyForm({ survey, mode, initial }: { survey: SurveyView; mode: Mode; initial?: Answer[] }) {
  const questions = withIds(survey.questions)
  const navigate = useNavigate()
  const router = useRouter()
  const hydrated = useHydrated()
  const send = useServerFn(sendSurveyResponse)
  const edit = useServerFn(editSurveyResponse)
  const [answers, setAnswers] = useState<SurveyAnswers>(() => Object.fromEntries((initial ?? []).map((a) => [a.question, a.value])))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempted, setAttempted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const sendingNow = useRef(false)
  const key = useRef<string | undefined>(undefined)

  const [previewed, setPreviewed] = useState(false)

  // What was typed before a reload or a sign-in comes back once the page runs in the browser
  // (not in a preview, whose answers are nobody's and kept nowhere).
  useEffect(() => {
    if (survey.preview) return
    const draft = readDraft(survey.slug, mode)
    if (!draft) return
    key.current = draft.key
    setAnswers((current) => ({ ...current, ...known(questions, draft.answers) }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render in the browser
  }, [])

  const change = (id: string, value: SurveyAnswers[string]) => {
    const next = { ...answers, [id]: value }
    setAnswers(next)
    key.current ??= newKey()
    if (!survey.preview) writeDraft(survey.slug, mode, { answers: next, key: key.current })
    setPreviewed(false)
    if (attempted) setErrors(problems(questions, next))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sendingNow.current) return
    setAttempted(true)
    const found = problems(questions, answers)
    setErrors(found)
    const firstInvalid = questions.find((q) => found[q.id])
    if (firstInvalid) {
      setFormError('답하지 않았거나 고쳐야 할 질문이 있습니다. 표시된 질문을 확인해 주세요.')
      // The first question to fix, where a keyboard or screen reader user goes on from.
      const question = document.getElementById(`q-${firstInvalid.id}`)
      ;(question?.matches('input, textarea') ? question : question?.querySelector<HTMLElement>('input:not([disabled])'))?.focus()
      return
    }
    setFormError(null)
    // A draft in preview: the answers pass the same checks, and go nowhere.
    if (survey.preview) return setPreviewed(true)
    sendingNow.current = true
    setSending(true)
    ignoreSecondClickOfDoubleClick()
    key.current ??= newKey()
    const list = questions.flatMap((q) => {
      const value = answers[q.id]
      return isEmptyAnswer(value) ? [] : [{ question: q.id, value: typeof value === 'string' ? value.trim() : value! }]
    })
    try {
      const result =
        mode === 'new'
          ? await send({ data: { slug: survey.slug, answers: list, key: key.current } })
          : await edit({ data: { slug: survey.slug, answers: list } })
      if (result.ok) {
        clearDraft(survey.slug, mode)
        await navigate({ to: '/survey/$slug/complete', params: { slug: survey.slug } })
        return
      }
      if (result.code === 'signed-out') return void (await navigate({ to: '/survey/$slug/auth', params: { slug: survey.slug } }))
      if (result.code === 'answered' || result.code === 'not-editable' || result.code === 'not-open') {
        // The page says what happened: answered before, or the survey no longer takes answers.
        await router.invalidate()
        return
      }
      setFormError(result.message ?? SEND_FAILED)
    } catch {
      setFormError(SEND_FAILED)
    } finally {
      sendingNow.current = false
      setSending(false)
    }
  }

  return (
    <form className="form survey-form" method="post" noValidate onSubmit={submit}>
      <p className="survey-form__legend">
        <span className="survey-q__required">필수</span> 표시된 질문은 꼭 답해 주세요.
      </p>
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          number={index + 1}
          value={answers[question.id]}
          error={errors[question.id]}
          onChange={(value) => change(question.id, value)}
        />
      ))}
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      {previewed && (
        <p className="notice" role="status">
          미리보기라서 응답을 보내지 않았습니다. 게시하면 이 화면 그대로 응답을 받습니다.
        </p>
      )}
      <Button type="submit" color="primary" size="large" block loading={sending} disabled={!hydrated}>
        {mode === 'new' ? '제출하기' : '수정한 응답 저장'}
      </Button>
    </form>
  )
}
