'use client'
// The "2단계 인증" section of a member's document: on their own account, their factors (added,
// removed, recovery codes left); on another member's, an admin's button to reset them.
import { useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import { type Answer, call, messageOf } from './client'
import { EnrolPasskey, EnrolTotp, RecoveryCodes } from './Enrol'

type Summary = { totp: { addedAt: string } | null; passkeys: { id: string; addedAt: string }[]; recoveryCodesLeft: number }

const day = (iso: string) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' })

export function FactorsField() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  if (!id || !user) return null
  if (String(user.id) === String(id)) return <OwnFactors />
  return (user as { role?: string }).role === 'admin' ? <ResetFactors id={id} /> : null
}

function OwnFactors() {
  const [summary, setSummary] = useState<Summary | null>(null)
  const [codes, setCodes] = useState<string[] | undefined>()
  const [message, setMessage] = useState('')
  const load = useCallback(async () => {
    const answer = await call('/second-factor')
    if (answer.ok) setSummary(answer.body as Summary)
    else setMessage(messageOf(answer))
  }, [])
  useEffect(() => void load(), [load])
  const added = (answer: Answer) => {
    setCodes(answer.body.recoveryCodes as string[] | undefined)
    setSummary(answer.body.factors as Summary)
    setMessage('등록했습니다. 다른 기기의 로그인은 모두 끝났습니다.')
  }
  const remove = async (body: { kind: 'totp' } | { kind: 'passkey'; id: string }) => {
    if (!window.confirm('이 인증 수단을 삭제할까요? 다른 기기의 로그인은 모두 끝납니다.')) return
    const answer = await call('/second-factor/remove', body)
    if (answer.ok) setSummary(answer.body as unknown as Summary)
    setMessage(answer.ok ? '삭제했습니다.' : messageOf(answer))
  }
  if (!summary) return message ? <p role="alert">{message}</p> : null
  return (
    <section className="field-type second-factor" aria-labelledby="second-factor-title">
      <h3 id="second-factor-title">2단계 인증</h3>
      <ul>
        {summary.totp && (
          <li>
            인증 앱 · {day(summary.totp.addedAt)} 등록{' '}
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => remove({ kind: 'totp' })}>
              삭제
            </button>
          </li>
        )}
        {summary.passkeys.map((passkey, index) => (
          <li key={passkey.id}>
            패스키 {index + 1} · {day(passkey.addedAt)} 등록{' '}
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => remove({ kind: 'passkey', id: passkey.id })}>
              삭제
            </button>
          </li>
        ))}
      </ul>
      {!summary.totp && !summary.passkeys.length && <p>등록된 인증 수단이 없습니다. 다음 로그인 때 등록해야 합니다.</p>}
      <p>남은 복구 코드: {summary.recoveryCodesLeft}개</p>
      {codes && <RecoveryCodes codes={codes} />}
      {!summary.totp && <EnrolTotp onDone={added} />}
      <EnrolPasskey onDone={added} />
      {message && <p role="status">{message}</p>}
    </section>
  )
}

function ResetFactors({ id }: { id: number | string }) {
  const [message, setMessage] = useState('')
  const reset = async () => {
    if (!window.confirm('이 직원의 2단계 인증을 초기화할까요? 모든 기기에서 로그아웃되고, 다음 로그인 때 다시 등록해야 합니다.')) return
    const answer = await call(`/${id}/second-factor/reset`, {})
    setMessage(answer.ok ? String(answer.body.message) : messageOf(answer))
  }
  return (
    <section className="field-type second-factor" aria-labelledby="second-factor-title">
      <h3 id="second-factor-title">2단계 인증</h3>
      <p>휴대폰을 잃어버렸거나 패스키를 쓸 수 없게 된 직원은 초기화한 뒤 다시 등록하게 하세요.</p>
      <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={reset}>
        2단계 인증 초기화
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  )
}
