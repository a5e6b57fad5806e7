'use client'
// The program's start (시작하기) and its reach: owners told, links opened, requests filed and done.
// The CMS answers both (endpoints.ts); the counts are read again after a start.
import { Button, toast, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { ProgramReach } from './reach'

const FIGURES = [
  ['notified', '알림 받은 고객'],
  ['opened', '링크를 연 고객'],
  ['requested', 'A/S 신청'],
  ['done', '수리 완료'],
] as const

export function ProgramPanel() {
  const { permissions } = useAuth()
  const { config } = useConfig()
  const { id, savedDocumentData } = useDocumentInfo()
  const router = useRouter()
  const [reach, setReach] = useState<ProgramReach | null>(null)
  const [busy, setBusy] = useState(false)
  const api = `${config.serverURL}${config.routes.api}/service-programs/${id}`

  useEffect(() => {
    if (id === undefined) return
    fetch(`${api}/reach`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then(setReach)
      .catch(() => setReach(null))
  }, [api, id, savedDocumentData])

  if (id === undefined) return <p>저장한 뒤 시작하면 대상 기기를 등록한 고객에게 알립니다.</p>

  async function start() {
    setBusy(true)
    try {
      const response = await fetch(`${api}/start`, { method: 'POST', credentials: 'include' })
      const result = (await response.json()) as { errors?: { message: string }[] }
      if (!response.ok) return toast.error(result.errors?.[0]?.message ?? '시작하지 못했습니다.')
      toast.success('시작했습니다. 대상 고객에게 차례로 알립니다.')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  const started = savedDocumentData?.state === 'started'
  return (
    <section aria-label="시작과 도달 현황" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ margin: 0 }}>도달 현황</h4>
      <dl data-testid="program-reach" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 'calc(var(--base) / 2)' }}>
        {FIGURES.map(([key, label]) => (
          <div key={key} data-testid={`reach-${key}`}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontSize: '1.5em' }}>{reach ? `${reach[key].toLocaleString('ko-KR')}` : '…'}</dd>
          </div>
        ))}
      </dl>
      {!started && permissions?.collections?.['service-programs']?.update && (
        <Button buttonStyle="primary" disabled={busy} onClick={start}>
          {busy ? '시작하는 중…' : '시작하고 대상 고객에게 알리기'}
        </Button>
      )}
    </section>
  )
}
