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
