'use client'
// Enrolling an authenticator app or a passkey: in the login view at the first sign-in (with the
// password step's challenge) and on the member's account page (signed in, no challenge).
import { useState } from 'react'
import { type Answer, call, enrolPasskey, messageOf, passkeyFailure } from './client'

type Props = { challenge?: string; onDone: (answer: Answer) => void }

export function EnrolTotp({ challenge, onDone }: Props) {
  const [begun, setBegun] = useState<{ secret: string; qrSvg: string; enrolment: string } | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const begin = async () => {
    setBusy(true)
    const answer = await call('/second-factor/totp/begin', { ...(challenge && { challenge }) })
    setBusy(false)
    if (answer.ok) setBegun(answer.body as typeof begun)
    else setError(messageOf(answer))
  }
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const answer = await call('/second-factor/totp', { ...(challenge && { challenge }), enrolment: begun!.enrolment, code })
    setBusy(false)
    if (answer.ok) onDone(answer)
    else setError(messageOf(answer))
  }
  if (!begun)
    return (
      <div className="second-factor__choice">
        <button type="button" className="btn btn--style-primary btn--size-medium" disabled={busy} onClick={begin}>
          인증 앱 등록하기
        </button>
        {error && <p role="alert">{error}</p>}
      </div>
    )
  return (
    <form onSubmit={confirm} className="second-factor__totp">
      <p>휴대폰의 인증 앱으로 아래 QR 코드를 찍거나, 비밀 키를 직접 입력하세요.</p>
      {/* The SVG is made on the server by the qrcode library from the otpauth URI: no script, no remote image. */}
      <div role="img" aria-label="인증 앱 등록용 QR 코드" style={{ width: 200, background: '#fff' }} dangerouslySetInnerHTML={{ __html: begun.qrSvg }} />
      <p>
        비밀 키: <code data-testid="totp-secret">{begun.secret}</code>
      </p>
      <div className="field-type text">
        <label className="field-label" htmlFor="field-totp-enrol">
          인증 앱에 표시된 6자리 코드
        </label>
        <input id="field-totp-enrol" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} required />
      </div>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
        확인하고 등록
      </button>
    </form>
  )
}

export function EnrolPasskey({ challenge, onDone }: Props) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const enrol = async () => {
    setBusy(true)
    setError('')
    try {
      const answer = await enrolPasskey(challenge)
      if (answer.ok) onDone(answer)
      else setError(messageOf(answer))
    } catch (caught) {
      setError(passkeyFailure(caught))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="second-factor__choice">
      <button type="button" className="btn btn--style-secondary btn--size-medium" disabled={busy} onClick={enrol}>
        패스키 등록하기
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}

/** The recovery codes, shown this once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">복구 코드</h3>
      <p>
        휴대폰이나 패스키를 쓸 수 없을 때 인증 코드 대신 입력하세요. 코드마다 한 번씩만 쓸 수 있고, 이 화면을 닫으면 다시 볼 수 없으니 안전한 곳에 적어 두세요.
      </p>
      <ul aria-label="복구 코드 목록" style={{ fontFamily: 'monospace', columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  )
}
