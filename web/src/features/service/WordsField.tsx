import { useState } from 'react'
import { ErrorText } from '~/ui/FormParts'
import { formatNumber } from '~/ui/format-number'

/**
 * The words of an A/S request or of a message: a textarea bounded by `max`, with a hint that counts
 * the characters as they are typed, and the field's error. Its hint is `{id}-count`, its error
 * `{id}-error`.
 */
export function WordsField({
  id,
  name,
  label,
  hint,
  max,
  rows,
  error,
}: {
  id: string
  name: string
  label: string
  hint: string
  max: number
  rows: number
  error?: string
}) {
  const [length, setLength] = useState(0)
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className="field__control service__description"
        rows={rows}
        maxLength={max}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
      />
      <p id={`${id}-count`} className="field__hint service__count">
        {hint} ({formatNumber(length)}/{formatNumber(max)}자)
      </p>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  )
}
