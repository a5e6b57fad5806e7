'use client'
// The admin panel's login: the password, then the second factor (a passkey, an authenticator app's
// code or a recovery code), or at the first sign-in the enrolment of one (docs/decisions/0075).
import { useState } from 'react'
import { type Answer, call, messageOf, passkeyFailure, signInWithPasskey } from './client'
import { EnrolPasskey, EnrolTotp, RecoveryCodes } from './Enrol'

type Step =
  | { name: 'password' }
  | { name: 'verify'; challenge: string; methods: string[]; passkeyOptions?: unknown }
  | { name: 'enrol'; challenge: string }
  | { name: 'enrolled'; recoveryCodes?: string[]; kinds: string[] }

export function LoginForm({ redirect }: { redirect: string }) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')

  const signedIn = () => window.location.assign(redirect)
  const answered = (answer: Answer) => {
    setBusy(false)
    if (answer.ok) signedIn()
    else setError(messageOf(answer))
  }

  const sendPassword = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    const answer = await call('/login', { email, password })
    setBusy(false)
    const secondFactor = answer.body.secondFactor as { next: 'verify' | 'enrol'; challenge: string; methods: string[]; passkeyOptions?: unknown } | undefined
    if (!answer.ok || !secondFactor) return setError(messageOf(answer))
    setPassword('')
    setStep(secondFactor.next === 'verify' ? { name: 'verify', ...secondFactor } : { name: 'enrol', challenge: secondFactor.challenge })
  }

  if (step.name === 'password')
    return (
      <form className="login__form" onSubmit={sendPassword} noValidate={false}>
        <div className="field-type email">
          <label className="field-label" htmlFor="field-email">
            이메일
          </label>
          <input id="field-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
        </div>
        <div className="field-type password">
          <label className="field-label" htmlFor="field-password">
            비밀번호
          </label>
          <input
            id="field-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        {error && <p role="alert">{error}</p>}
        <p>
          <a href="/admin/forgot">비밀번호를 잊으셨나요?</a>
        </p>
        <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
          로그인
        </button>
      </form>
    )

  if (step.name === 'verify') {
    const sendCode = async (event: React.FormEvent) => {
      event.preventDefault()
      setBusy(true)
      setError('')
      answered(await call('/login/second-factor', { challenge: step.challenge, code }))
    }
    const usePasskey = async () => {
      setBusy(true)
      setError('')
      try {
        answered(await signInWithPasskey(step.challenge, step.passkeyOptions))
      } catch (caught) {
        setBusy(false)
        setError(passkeyFailure(caught))
      }
    }
    return (
      <div className="login__form">
        <h2>2단계 인증</h2>
        {step.methods.includes('passkey') && (
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

  if (step.name === 'enrol') {
    const done = (kind: string) => (answer: Answer) =>
      setStep({ name: 'enrolled', recoveryCodes: answer.body.recoveryCodes as string[] | undefined, kinds: [kind] })
    return (
      <div className="login__form">
        <h2>2단계 인증 등록</h2>
        <p>비밀번호만으로는 로그인할 수 없습니다. 인증 앱이나 패스키 중 하나를 등록해 주세요.</p>
        <EnrolTotp challenge={step.challenge} onDone={done('totp')} />
        <EnrolPasskey challenge={step.challenge} onDone={done('passkey')} />
      </div>
    )
  }

  // Signed in: the recovery codes once, and the other kind of factor to add if wished.
  const added = (kind: string) => () => setStep({ ...step, kinds: [...step.kinds, kind] })
  return (
    <div className="login__form">
      <h2>2단계 인증을 등록했습니다</h2>
      {step.recoveryCodes && <RecoveryCodes codes={step.recoveryCodes} />}
      {!step.kinds.includes('totp') && <EnrolTotp onDone={added('totp')} />}
      {!step.kinds.includes('passkey') && <EnrolPasskey onDone={added('passkey')} />}
      {step.kinds.length > 1 && <p role="status">인증 앱과 패스키를 모두 등록했습니다.</p>}
      <button type="button" className="btn btn--style-primary btn--size-large" onClick={signedIn}>
        관리자 화면으로
      </button>
    </div>
  )
}
