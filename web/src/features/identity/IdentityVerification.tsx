import { identityMessages, type IdentityProblem } from '@storefront/rules/identity'
import { type FormEvent, useState } from 'react'
import { Button } from '~/ui/Button'
import { openIdentityVerification, type StartedVerification } from './portone-sdk'

/**
 * The 본인인증 step of an adult-only page (device registration, a trade-in, an adult-only survey):
 * one button that opens the carrier's verification through PortOne and comes back to `back`.
 * `problem`: why the last try came back refused. `legacy`: the customer confirmed by the old
 * checkbox, which no longer counts; what they already have stays theirs.
 */
export function IdentityVerification({ back, sdkUrl, problem, legacy = false }: { back: string; sdkUrl: string; problem?: IdentityProblem; legacy?: boolean }) {
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<string>()
  const message = error ?? (problem ? identityMessages[problem] : undefined)

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (opening) return
    setOpening(true)
    setError(undefined)
    try {
      const response = await fetch('/api/identity/start', { method: 'POST', headers: { accept: 'application/json' }, body: new URLSearchParams({ back }) })
      const answer = (await response.json().catch(() => ({}))) as Partial<StartedVerification> & { message?: string; location?: string }
      if (response.status === 401 && answer.location) return window.location.assign(answer.location)
      if (!response.ok || !answer.identityVerificationId) throw new Error(answer.message ?? identityMessages.unavailable)
      await openIdentityVerification(sdkUrl, answer as StartedVerification)
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : identityMessages.script)
      setOpening(false)
    }
  }

  return (
    <form className="form identity" method="post" action="/api/identity/start" noValidate onSubmit={(event) => void open(event)}>
      <input type="hidden" name="back" value={back} />
      <fieldset className="consents">
        <legend className="consents__title">성인 본인인증</legend>
        {legacy && (
          <p className="field__hint">본인인증 방식이 바뀌었습니다. 이미 등록한 기기와 신청 내역은 그대로이며, 이번 한 번만 휴대폰 본인인증을 해 주세요.</p>
        )}
        <p className="field__hint">
          전자담배 기기는 만 19세 이상만 등록하고 보상 판매에 참여할 수 있습니다. 본인 명의 휴대폰으로 인증하며, 인증한 이름·휴대전화 번호와 인증 일시가 회원
          정보에 기록됩니다. 주민등록번호는 저장하지 않습니다.
        </p>
        {message && (
          <p className="field__error" role="alert">
            {message}
          </p>
        )}
      </fieldset>
      <Button type="submit" color="primary" size="large" block loading={opening}>
        휴대폰 본인인증
      </Button>
    </form>
  )
}
