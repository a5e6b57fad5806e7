import { textLimit } from '@storefront/rules/survey-answers'
import type { ReactNode } from 'react'
import type { SurveyAnswers, SurveyQuestion } from './types'

// One question of a survey with the control its type calls for. Choices and ratings are native
// radio buttons and checkboxes in a fieldset named by the question: arrow keys, Space and screen
// readers work as everywhere else. The error sits under the question and is part of its description.

type Value = SurveyAnswers[string]

interface Props {
  question: SurveyQuestion & { id: string }
  number: number
  value: Value
  error?: string
  onChange: (value: Value) => void
}

const ids = (id: string) => ({ control: `q-${id}`, help: `q-${id}-help`, error: `q-${id}-error`, counter: `q-${id}-counter` })

function Title({ number, question, required }: { number: number; question: string; required: boolean }) {
  return (
    <>
      <span className="survey-q__number">{number}.</span> {question}
      {required && <span className="survey-q__required">필수</span>}
    </>
  )
}

function Notes({ id, help, error, extra }: { id: string; help?: string | null; error?: string; extra?: ReactNode }) {
  const { help: helpId, error: errorId } = ids(id)
  return (
    <>
      {help && (
        <p id={helpId} className="field__hint">
          {help}
        </p>
      )}
      {extra}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </>
  )
}

const describedBy = (id: string, help: string | null | undefined, error: string | undefined, more: string[] = []) =>
  [help && ids(id).help, ...more, error && ids(id).error].filter(Boolean).join(' ') || undefined

function ChoiceGroup({ question, number, value, error, onChange }: Props) {
  if (question.blockType !== 'singleChoice' && question.blockType !== 'multipleChoice') return null
  const multiple = question.blockType === 'multipleChoice'
  const chosen = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : []
  const max = multiple ? (question.maxSelections ?? null) : 1
  const full = multiple && max !== null && chosen.length >= max
  const toggle = (label: string, checked: boolean) => {
    if (!multiple) return onChange(label)
    // Kept in the order the options are offered, whatever order they were ticked in.
    const next = question.options.map((o) => o.label).filter((l) => (l === label ? checked : chosen.includes(l)))
    onChange(next)
  }
  const countId = `${ids(question.id).control}-count`
  return (
    <fieldset
      id={ids(question.id).control}
      className={error ? 'survey-q survey-q--invalid' : 'survey-q'}
      aria-describedby={describedBy(question.id, question.help, error, multiple && max ? [countId] : [])}
    >
      <legend className="survey-q__title">
        <Title number={number} question={question.question} required={Boolean(question.required)} />
      </legend>
      <Notes
        id={question.id}
        help={question.help}
        error={error}
        extra={
          multiple &&
          max && (
            <p id={countId} className="field__hint">
              최대 {max}개까지 고를 수 있습니다. ({chosen.length}/{max} 선택)
            </p>
          )
        }
      />
      <div className="survey-options">
        {question.options.map((option) => {
          const checked = chosen.includes(option.label)
          return (
            <label key={option.id ?? option.label} className="survey-option">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={ids(question.id).control}
                value={option.label}
                checked={checked}
                // The maximum reached: the others wait until one is unticked.
                disabled={full && !checked}
                onChange={(event) => toggle(option.label, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

function TextAnswer({ question, number, value, error, onChange }: Props) {
  if (question.blockType !== 'shortText' && question.blockType !== 'longText') return null
  const { control, counter } = ids(question.id)
  const text = typeof value === 'string' ? value : ''
  const limit = textLimit(question)
  const length = text.trim().length
  const common = {
    id: control,
    name: control,
    className: 'field__control',
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-required': question.required || undefined,
    'aria-describedby': describedBy(question.id, question.help, error, [counter]),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className={error ? 'survey-q field field--invalid' : 'survey-q field'}>
      <label htmlFor={control} className="survey-q__title">
        <Title number={number} question={question.question} required={Boolean(question.required)} />
      </label>
      {question.blockType === 'shortText' ? <input type="text" autoComplete="off" {...common} /> : <textarea rows={5} {...common} />}
      <Notes
        id={question.id}
        help={question.help}
        error={error}
        extra={
          <p id={counter} className={length > limit ? 'survey-q__counter survey-q__counter--over' : 'survey-q__counter'}>
            {length}/{limit}자
          </p>
        }
      />
    </div>
  )
}

function RatingScale({ question, number, value, error, onChange }: Props) {
  if (question.blockType !== 'rating') return null
  const max = Number(question.scale)
  const points = Array.from({ length: max }, (_, i) => i + 1)
  // The ends' descriptions are part of those points' names, so a screen reader hears "1점, 매우 불만족".
  const nameOf = (point: number) =>
    point === 1 && question.lowLabel
      ? `${point}점, ${question.lowLabel}`
      : point === max && question.highLabel
        ? `${point}점, ${question.highLabel}`
        : `${point}점`
  return (
    <fieldset
      id={ids(question.id).control}
      className={error ? 'survey-q survey-q--invalid' : 'survey-q'}
      aria-describedby={describedBy(question.id, question.help, error)}
    >
      <legend className="survey-q__title">
        <Title number={number} question={question.question} required={Boolean(question.required)} />
      </legend>
      <Notes id={question.id} help={question.help} error={error} />
      <div className={`survey-rating survey-rating--${max}`}>
        {points.map((point) => (
          <label key={point} className="survey-rating__point">
            <input
              type="radio"
              name={ids(question.id).control}
              value={point}
              checked={value === point}
              aria-label={nameOf(point)}
              onChange={() => onChange(point)}
            />
            <span aria-hidden="true">{point}</span>
          </label>
        ))}
      </div>
      {(question.lowLabel || question.highLabel) && (
        <p className="survey-rating__ends" aria-hidden="true">
          <span>{question.lowLabel}</span>
          <span>{question.highLabel}</span>
        </p>
      )}
    </fieldset>
  )
}

export function QuestionField(props: Props) {
  switch (props.question.blockType) {
    case 'singleChoice':
    case 'multipleChoice':
      return <ChoiceGroup {...props} />
    case 'shortText':
    case 'longText':
      return <TextAnswer {...props} />
    case 'rating':
      return <RatingScale {...props} />
  }
}
