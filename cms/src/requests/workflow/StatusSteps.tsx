'use client'
// The status of an A/S request or trade-in as a desk moves it: only the next steps the flow allows
// staff from the saved status, as buttons that save at once. A final step (반려, 수리 완료, 보상 완료)
// asks first, showing the notice the customer will get by the channel they chose (the mail, or the
// KakaoTalk or text notice's text) with the note as it is typed. Where there is no
// saved record (create, bulk edit) it is Payload's select, and the flow's hook still decides.
import { SelectField, useConfig, useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'
import { useEffect, useRef, useState } from 'react'
import { type MailKind, statusMailText } from '@/requests/mail/statusMailText'
import { render, statusNotice } from '@/notices/noticeContent'
import type { NoticeChannel } from '@storefront/rules/notice-channel'
import { toward } from '@storefront/rules/korean'
import { requestFlows } from '@storefront/rules/request-flows'
import type { Flow } from '@storefront/rules/workflow'

interface Addressing {
  kind: MailKind
  to: string
  brandName: string
  customerName: string | null
  number: string
  link: string
}

const box = { display: 'grid', gap: 8, marginBottom: 'var(--base)' }

export function StatusSteps(props: SelectFieldClientProps) {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const { submit } = useForm()
  const note = useField<string>({ path: 'statusNote' })
  const credit = useFormFields(([fields]) => (fields.creditGranted?.value ?? fields.expectedCredit?.value ?? null) as number | null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const flow = collectionSlug ? requestFlows[collectionSlug] : undefined
  const saved = savedDocumentData?.status as string | undefined
  if (!id || !flow || !saved) return <SelectField {...props} />

  const steps = Object.entries(flow.transitions[saved] ?? {})
    .filter(([, who]) => who?.includes('staff'))
    .map(([to]) => to)
  const isFinal = (to: string) => !(to in flow.transitions)

  const move = async (to: string) => {
    setSaving(true)
    try {
      await submit({ overrides: { status: to } })
    } finally {
      setSaving(false)
      setConfirming(null)
    }
  }

  return (
    <div style={box} data-status-steps={saved}>
      <span className="field-label">상태</span>
      <strong data-current-status={saved} style={{ fontSize: 18 }}>
        {flow.labels[saved]}
      </strong>
      {steps.length === 0 ? (
        <p style={{ margin: 0 }}>끝난 신청입니다. 더 바꿀 상태가 없습니다.</p>
      ) : (
        <div role="group" aria-label="다음 단계" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
          {steps.map((to) => (
            <button
              key={to}
              type="button"
              className={`btn btn--size-small btn--style-${isFinal(to) ? 'secondary' : 'primary'}`}
              style={{ margin: 0 }}
              disabled={saving}
              onClick={() => (isFinal(to) ? setConfirming(to) : void move(to))}
            >
              {toward(flow.labels[to]!)} 바꾸기
            </button>
          ))}
        </div>
      )}
      {confirming && collectionSlug && (
        <ConfirmFinal
          collectionSlug={collectionSlug}
          id={id}
          flow={flow}
          to={confirming}
          note={note.value ?? ''}
          setNote={note.setValue}
          credit={collectionSlug === 'trade-ins' && confirming === 'completed' ? credit : null}
          saving={saving}
          onConfirm={() => void move(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  )
}

interface ConfirmProps {
  collectionSlug: string
  id: number | string
  flow: Flow
  to: string
  note: string
  setNote: (value: string) => void
  credit: number | null
  saving: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** How the dialog names each channel the customer may have chosen (rules/notice-channel). */
const channelNames: Record<NoticeChannel, string> = { kakao: '카카오톡 알림톡', sms: '문자', email: '이메일' }

/** "반려로 바꿀까요?" with the note to send and the notice exactly as the customer will read it, by their channel. */
function ConfirmFinal({ collectionSlug, id, flow, to, note, setNote, credit, saving, onConfirm, onCancel }: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const { config } = useConfig()
  const [addressing, setAddressing] = useState<Addressing | null | 'loading' | 'failed'>('loading')
  const [channel, setChannel] = useState<NoticeChannel | null>(null)
  const label = flow.labels[to]!
  const noteNeeded = flow.noteRequired.includes(to) && !note.trim()

  useEffect(() => {
    dialog.current?.showModal()
    let live = true
    fetch(`${config.serverURL}${config.routes.api}/${collectionSlug}/${id}/status-mail`, { credentials: 'include' })
      .then(async (response) => (response.ok ? ((await response.json()) as { addressing: Addressing | null; channel: NoticeChannel | null }) : 'failed'))
      .catch(() => 'failed' as const)
      .then((result) => {
        if (!live) return
        setAddressing(result === 'failed' ? result : result.addressing)
        if (result !== 'failed') setChannel(result.channel)
      })
    return () => {
      live = false
    }
  }, [collectionSlug, config.routes.api, config.serverURL, id])

  const facts =
    addressing && typeof addressing === 'object'
      ? { ...addressing, status: to, note: note.trim() || null, at: new Date(), credit: to === 'completed' ? credit : null }
      : null
  const mail = facts && channel === 'email' ? statusMailText(facts) : null
  // A KakaoTalk notice or text is its template filled in, as dispatch renders it (its links on the site's address).
  const text = facts && channel && channel !== 'email' ? render(new URL(facts.link).origin, statusNotice(facts)).text : null
  const by = channel ? toward(channelNames[channel]) : '고객이 고른 방법으로'

  return (
    <dialog
      ref={dialog}
      aria-labelledby="status-confirm-title"
      onCancel={onCancel}
      style={{ maxWidth: 640, width: '90vw', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)', borderRadius: 8 }}
    >
      <h2 id="status-confirm-title" style={{ marginTop: 0 }}>
        {toward(label)} 바꿀까요?
      </h2>
      <p>끝난 신청은 다시 바꿀 수 없습니다.{addressing !== null && ` 바꾸면 고객에게 ${by} 아래 내용을 바로 알립니다.`}</p>
      <label style={{ display: 'grid', gap: 4 }}>
        고객에게 보낼 안내{flow.noteRequired.includes(to) ? ' (필수)' : ''}
        <textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} rows={3} />
      </label>
      {noteNeeded && <p role="alert">{label} 사유를 적어 주세요. 고객에게 가는 알림에 그대로 실립니다.</p>}
      <section aria-label="보낼 알림" style={{ marginTop: 12, padding: 12, background: 'var(--theme-elevation-50)', borderRadius: 6 }}>
        {addressing === 'loading' && <p aria-busy="true">알림 내용을 불러오는 중…</p>}
        {addressing === 'failed' && <p>알림 내용을 불러오지 못했습니다. 바꾸면 알림은 그대로 보내집니다.</p>}
        {addressing === null && <p>고객의 이메일 주소도 휴대전화 번호도 없어 알리지 않습니다.</p>}
        {facts && (mail || text) && (
          <>
            <p style={{ margin: '0 0 4px' }}>
              받는 사람: {facts.to} ({channelNames[channel!]}
              {channel === 'kakao' ? ', 받지 못하면 같은 내용을 문자로' : ''})
            </p>
            {mail && (
              <p style={{ margin: '0 0 8px' }}>
                제목: <strong>{mail.subject}</strong>
              </p>
            )}
            <pre style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}>{mail?.text ?? text}</pre>
          </>
        )}
      </section>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
        <button type="button" className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }} onClick={onCancel} disabled={saving}>
          취소
        </button>
        <button type="button" className="btn btn--size-small btn--style-primary" style={{ margin: 0 }} onClick={onConfirm} disabled={saving || noteNeeded}>
          {toward(label)} 바꾸고 고객에게 알리기
        </button>
      </div>
    </dialog>
  )
}
