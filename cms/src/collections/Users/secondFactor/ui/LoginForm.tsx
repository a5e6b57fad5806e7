'use client'
// The admin panel's login: the password, then the second factor (a passkey, an authenticator app's
// code or a recovery code), or at the first sign-in the enrolment of one (docs/decisions/0075).
import { useState } from 'react'
import { type Answer, call, messageOf } from './client'
import { EnrolPasskey, EnrolTotp, RecoveryCodes } from './Enrol'
import { type SecondFactorAsked, SecondFactorStep, secondFactorOf } from './SecondFactorStep'

type Step =
  | { name: 'password' }
  | ({ name: 'verify' } & SecondFactorAsked)
  | { name: 'enrol'; challenge: string }
  | { name: 'enrolled'; recoveryCodes?: string[]; kinds: string[] }

export function LoginForm({ redirect }: { redirect: string }) {
  const [step, setStep] = useState<Step>({ name: 'password' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const signedIn = () => window.location.assign(redirect)

  const sendPassword = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    const answer = await call('/login', { email, password })
    setBusy(false)
    const secondFactor = secondFactorOf(answer)
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

  if (step.name === 'verify') return <SecondFactorStep asked={step} onSignedIn={signedIn} />

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
