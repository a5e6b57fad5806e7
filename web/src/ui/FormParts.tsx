// Small pieces the consumer forms share (registration's license step, A/S, trade-in).

/** A field's problem under it, in the words the server would use; `id` is what the field's aria-describedby names. */
export function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null
}

/** How far an upload has gone (0–1); nothing while nothing is being sent. */
export function UploadProgress({ id, label, progress }: { id: string; label: string; progress: number | null }) {
  if (progress === null) return null
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={1} value={progress}>
        {Math.round(progress * 100)}%
      </progress>
    </div>
  )
}

/** One answer of a ChoiceGroup. */
export interface Choice<T extends string> {
  value: T
  label: string
}

/**
 * Radio buttons under a legend, with the group's problem under them. `onChange` is for forms that
 * show more once hydrated; the answer itself goes with the form post.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  error,
  onChange,
}: {
  name: string
  legend: string
  choices: readonly Choice<T>[]
  error?: string
  onChange?: (value: T) => void
}) {
  const errorId = `${name}-error`
  return (
    <fieldset className="choice-group" data-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {choices.map(({ value, label }) => (
        <label key={value} className="choice">
          <input type="radio" name={name} value={value} onChange={onChange && (() => onChange(value))} />
          <span>{label}</span>
        </label>
      ))}
      <ErrorText id={errorId} message={error} />
    </fieldset>
  )
}
