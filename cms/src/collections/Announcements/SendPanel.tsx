'use client'
// The announcement's preview and its 보내기 button: the saved text exactly as customers get it
// (the CMS renders it as the send job does), then a press that the CMS accepts once.
import { Button, toast, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { koreanDateTime } from '@storefront/rules/seoul-date'

type Preview = { text: string; state: string }

export function SendPanel() {
  const { permissions } = useAuth()
  const { config } = useConfig()
  const { id, savedDocumentData } = useDocumentInfo()
  const router = useRouter()
  const [preview, setPreview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const api = `${config.serverURL}${config.routes.api}/announcements/${id}`

  useEffect(() => {
    if (id === undefined) return
    fetch(`${api}/preview`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then(setPreview)
      .catch(() => setPreview(null))
  }, [api, id, savedDocumentData])

  if (id === undefined) return <p>저장하면 고객이 받을 메시지를 미리 볼 수 있습니다.</p>

  async function send() {
    setBusy(true)
    try {
      const response = await fetch(`${api}/send`, { method: 'POST', credentials: 'include' })
      const result = (await response.json()) as { sendAfter?: string; errors?: { message: string }[] }
      if (!response.ok) return toast.error(result.errors?.[0]?.message ?? '보내지 못했습니다.')
      toast.success(result.sendAfter ? `${koreanDateTime(result.sendAfter)}에 보냅니다.` : '보냅니다.')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  const draft = preview?.state === 'draft'
  return (
    <section aria-label="미리 보기와 보내기" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ margin: 0 }}>고객이 받을 메시지</h4>
      <pre data-testid="announcement-preview" style={{ whiteSpace: 'pre-wrap', padding: 'var(--base)', border: '1px solid var(--theme-elevation-150)' }}>
        {preview?.text ?? '불러오는 중…'}
      </pre>
      <p>저장한 내용으로 보입니다. 고친 뒤에는 저장해야 미리 보기와 발송에 반영됩니다.</p>
      {draft && permissions?.collections?.announcements?.update && (
        <Button buttonStyle="primary" disabled={busy} onClick={send}>
          {busy ? '보내는 중…' : '동의한 고객에게 보내기'}
        </Button>
      )}
    </section>
  )
}
