'use client'
// A bulk download of personal data asks its reason first (docs/decisions/0077): the button opens a
// small dialog of the usual reasons and 기타 with its own words, then downloads `href` with the
// reason attached, which the access record of the download keeps.
import { type FormEvent, useRef, useState } from 'react'
import { ACCESS_REASONS, REASON_MAX_LENGTH } from './reasons'

const OTHER = '기타'

export function ReasonDownload({ href, label }: { href: string; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [choice, setChoice] = useState('')
  const [other, setOther] = useState('')
  const [problem, setProblem] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const reason = choice === OTHER ? other.trim() && `${OTHER}: ${other.trim()}` : choice
    if (!choice) return setProblem('내려받는 사유를 고르세요.')
    if (!reason) return setProblem('기타 사유를 적어 주세요.')
    setProblem('')
    dialog.current?.close()
    const url = new URL(href, window.location.origin)
    url.searchParams.set('reason', reason)
    const link = document.createElement('a')
    link.href = url.href
    link.download = ''
    link.click()
  }

  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="reason-download-title"
        style={{ maxWidth: '28rem', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)' }}
      >
        <form onSubmit={submit} noValidate>
          <h2 id="reason-download-title" style={{ marginTop: 0, fontSize: '1.1rem' }}>
            내려받는 사유
          </h2>
          <p style={{ marginTop: 0 }}>고객 개인정보가 담긴 파일입니다. 사유는 개인정보 접속기록에 남습니다.</p>
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
            <legend className="sr-only">사유</legend>
            {[...ACCESS_REASONS, OTHER].map((reason) => (
              <label key={reason} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input type="radio" name="reason" value={reason} checked={choice === reason} onChange={() => setChoice(reason)} />
                {reason}
              </label>
            ))}
          </fieldset>
          {choice === OTHER && (
            <label style={{ display: 'grid', gap: 4, marginTop: 8 }}>
              기타 사유
              <input type="text" value={other} maxLength={REASON_MAX_LENGTH - OTHER.length - 2} onChange={(event) => setOther(event.target.value)} />
            </label>
          )}
          {problem && (
            <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {problem}
            </p>
          )}
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 'var(--base)' }}>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => dialog.current?.close()}>
              취소
            </button>
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
              내려받기
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
