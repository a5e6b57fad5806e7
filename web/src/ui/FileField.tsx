import { useHydrated } from '@tanstack/react-router'
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { formatFileSize } from '@storefront/rules/file-size'

// A file field in Korean: the browser's own control says "Choose File" in the browser's language
// and shows a file name at best. The native input stays the control (focused, labelled, opened by
// the button, which is its label, with or without the page's script) but is hidden behind a
// button and a summary of what was picked, with a thumbnail of each photo. The server renders the
// same layout, so nothing moves when the script takes over; only the summary waits for it.

interface Picked {
  name: string
  size: number
  /** An object URL of a picture the browser can show; null for a PDF or a HEIC photo. */
  preview: string | null
}

const SHOWABLE = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

const toPicked = (files: FileList | null): Picked[] =>
  [...(files ?? [])].map((file) => ({ name: file.name, size: file.size, preview: SHOWABLE.includes(file.type) ? URL.createObjectURL(file) : null }))

export function FileField({
  label,
  choose,
  unit,
  hint,
  error,
  onChange,
  ...native
}: {
  label: string
  /** The button's words: "사진 선택", "영수증 선택". */
  choose: string
  /** How the picked files are counted: "장" for photos, "개" for files. */
  unit: string
  hint?: ReactNode
  error?: string | null
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { name: string }) {
  const hydrated = useHydrated()
  const id = useId()
  const [picked, setPicked] = useState<Picked[]>([])
  const input = useRef<HTMLInputElement>(null)
  // Previews live as long as they are shown.
  useEffect(() => () => picked.forEach(({ preview }) => preview && URL.revokeObjectURL(preview)), [picked])
  // A file picked before the script ran is still in the input: shown once it runs.
  useEffect(() => {
    if (input.current?.files?.length) setPicked(toPicked(input.current.files))
  }, [])
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    setPicked(toPicked(event.currentTarget.files))
    onChange?.(event)
  }

  const describedBy = [hydrated && `${id}-summary`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--invalid file-field' : 'field file-field'}>
      <label id={`${id}-label`} htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="file-field__input"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={pick}
        {...native}
      />
      <div className="file-field__row">
        <label htmlFor={id} className="button button--small button--border-light file-field__button" aria-hidden="true">
          {picked.length ? '다시 고르기' : choose}
        </label>
        <p id={`${id}-summary`} className="file-field__summary" aria-live="polite" hidden={!hydrated}>
          {picked.length ? `${picked.length}${unit} 선택됨` : '선택한 파일 없음'}
        </p>
      </div>
      {picked.length > 0 && (
        <ul className="file-field__picked" aria-label="선택한 파일">
          {picked.map((file, index) => (
            <li key={`${index}-${file.name}`} className="file-field__file">
              {file.preview ? (
                <img className="file-field__thumb" src={file.preview} alt="" width={56} height={56} />
              ) : (
                <span className="file-field__thumb file-field__thumb--doc" aria-hidden="true">
                  {file.name.split('.').pop()?.toUpperCase().slice(0, 4) || '파일'}
                </span>
              )}
              <span className="file-field__name">{file.name}</span>
              <span className="file-field__size">{formatFileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  )
}
