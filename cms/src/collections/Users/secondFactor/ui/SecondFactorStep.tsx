'use client'
// The second step of a staff sign-in, after the password (docs/decisions/0075): a passkey, or an
// authenticator app's code or a recovery code. On the login page and in the sign-in dialog that
// comes over a page when a session has ended (admin/session/IdleSession.tsx).
import { useState } from 'react'
import { type Answer, call, messageOf, passkeyFailure, signInWithPasskey } from './client'

/** The password step's answer that asks for a second factor (POST /api/users/login). */
export type SecondFactorAsked = { next: 'verify' | 'enrol'; challenge: string; methods: string[]; passkeyOptions?: unknown }

/** The second factor asked for by a password step's `answer`, if it asks for one. */
export const secondFactorOf = (answer: Answer) => answer.body.secondFactor as SecondFactorAsked | undefined

export function SecondFactorStep({ asked, onSignedIn }: { asked: SecondFactorAsked; onSignedIn: (answer: Answer) => void }) {
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const answered = (answer: Answer) => {
    setBusy(false)
    if (answer.ok) onSignedIn(answer)
    else setError(messageOf(answer))
  }
  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    answered(await call('/login/second-factor', { challenge: asked.challenge, code }))
  }
  const usePasskey = async () => {
    setBusy(true)
    setError('')
    try {
      answered(await signInWithPasskey(asked.challenge, asked.passkeyOptions))
    } catch (caught) {
      setBusy(false)
      setError(passkeyFailure(caught))
    }
  }
  return (
    <div className="login__form">
      <h2>2단계 인증</h2>
      {asked.methods.includes('passkey') && (
        <button type="button" className="btn btn--style-primary btn--size-large" disabled={busy} onClick={usePasskey}>
          패스키로 로그인
        </button>
      )}
      <form onSubmit={sendCode}>
        <div className="field-type text">
          <label className="field-label" htmlFor="field-code">
            인증 코드
          </label>
          <input id="field-code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} required />
          <p className="field-description">인증 앱의 6자리 코드를 입력하세요. 휴대폰이 없으면 복구 코드를 입력하세요.</p>
        </div>
        {error && <p role="alert">{error}</p>}
        <button type="submit" className="btn btn--style-secondary btn--size-large" disabled={busy}>
          확인
        </button>
      </form>
    </div>
  )
}
