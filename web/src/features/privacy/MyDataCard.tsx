import { useHydrated, useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useRef, useState } from 'react'
import { DATA_REQUEST_KINDS, DATA_REQUEST_MAX_LENGTH, type DataRequestKind } from '@storefront/rules/data-request'
import { Button } from '~/ui/Button'
import { Card } from '~/ui/Card'
import { pushToast } from '~/ui/toast/toast-store'
import type { MyDataRequest } from './my-data.server'
import { requestDataChange } from './my-data.functions'

const KIND_HINTS: Record<DataRequestKind, string> = {
  correct: '틀린 정보를 바로잡아 드립니다.',
  delete: '법령상 보관해야 하는 기록이 아니면 지워 드립니다.',
  stop: '마케팅 안내 등 지정한 처리를 멈춥니다.',
}

/**
 * 내 개인정보 on my page (개인정보 보호법 제35조–제37조): download everything we hold about me, and
 * ask to correct, delete or stop processing it; staff answer within ten days, shown here.
 */
export function MyDataCard({ requests }: { requests: MyDataRequest[] }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const send = useServerFn(requestDataChange)
  const [kind, setKind] = useState<DataRequestKind>('correct')
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // One key per request being written: a retried or double submit files it once.
  const key = useRef<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    if (!details.trim()) return setError('무엇을 어떻게 해 드릴지 적어 주세요.')
    setError(null)
    setSending(true)
    key.current ??= crypto.randomUUID()
    try {
      const result = await send({ data: { kind, details: details.trim(), key: key.current } })
      if (!result.ok) return setError(result.message)
      key.current = null
      setDetails('')
      pushToast({ message: `요청을 접수했습니다. ${result.dueOn}까지 처리 결과를 알려 드립니다.`, id: 'data-request' })
      await router.invalidate()
    } catch {
      setError('요청을 보내지 못했습니다. 잠시 후 다시 시도해 주세요. 적은 내용은 그대로 남아 있습니다.')
    } finally {
      setSending(false)
    }
  }

  return (
    <Card title="내 개인정보" className="my-data">
      <p className="field__hint">저희가 보관한 회원님의 정보(회원 정보, 동의 내역, 등록 기기, A/S·보상 판매 신청, 설문 응답)를 모두 내려받을 수 있습니다.</p>
      <div className="button-row">
        <a className="button button--default button--border-light button--small" href="/api/user/my-data?format=html" download>
          읽기 쉬운 파일(HTML)로 내려받기
        </a>
        <a className="button button--default button--border-light button--small" href="/api/user/my-data?format=json" download>
          데이터 파일(JSON)로 내려받기
        </a>
      </div>
      <form className="form" method="post" noValidate onSubmit={submit} aria-label="개인정보 정정·삭제·처리 정지 요청">
        <fieldset className="field">
          <legend className="field__label">요청</legend>
          {(Object.entries(DATA_REQUEST_KINDS) as [DataRequestKind, string][]).map(([value, label]) => (
            <label key={value} className="check__label">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              <span>
                {label} <small className="field__hint">{KIND_HINTS[value]}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field__label">요청 내용</span>
          <textarea
            className="field__control"
            name="details"
            rows={4}
            maxLength={DATA_REQUEST_MAX_LENGTH}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            placeholder="예: 회원 정보의 이름을 ‘김바포’로 고쳐 주세요."
          />
        </label>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <Button color="primary" type="submit" loading={sending} disabled={!hydrated}>
          요청 보내기
        </Button>
      </form>
      {requests.length > 0 && (
        <ul className="my-data__requests" aria-label="보낸 요청">
          {requests.map((request) => (
            <li key={request.id}>
              <strong>{`${DATA_REQUEST_KINDS[request.kind]} 요청 · ${request.status}`}</strong>
              <span>{`${request.receivedOn} 접수 · ${request.dueOn}까지 처리`}</span>
              {request.answer && <p>{request.answer}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
