'use client'
// What the customer was sent about a request, as the timeline shows it: by which channel, and
// whether it reached them, as sent or as the fallback text. Read from the notices' rows, again
// every few seconds for a while, since a notice follows its change by seconds.
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { noticeChannels, type NoticeChannel } from '@storefront/rules/notice-channel'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import { noticeKindLabels, noticeStateLabels, type NoticeState } from './labels'
import type { NoticeKind } from './templates'

export interface NoticeRow {
  id: number
  entry?: string | null
  kind?: NoticeKind | null
  channel: NoticeChannel
  state: NoticeState
  messageType?: string | null
  recipient?: string | null
  reason?: string | null
  createdAt: string
}

const field = { 'service-requests': 'serviceRequest', 'trade-ins': 'tradeIn' } as Record<string, string>
const POLL_MS = 5_000
const POLLS = 24

/** The notices of the record being edited, refreshed while `version` (the saved record) changes. */
export function useRecordNotices(collection: string | undefined, id: number | string | undefined, version: unknown): NoticeRow[] {
  const { config } = useConfig()
  const [rows, setRows] = useState<NoticeRow[]>([])
  const by = collection ? field[collection] : undefined
  useEffect(() => {
    if (!by || id === undefined) return
    const query = new URLSearchParams({ [`where[${by}][equals]`]: String(id), depth: '0', limit: '200', sort: 'createdAt' })
    const load = () =>
      fetch(`${config.serverURL}${config.routes.api}/notices?${query}`, { credentials: 'include' })
        .then((response) => (response.ok ? response.json() : { docs: [] }))
        .then(({ docs }: { docs: NoticeRow[] }) => setRows(docs))
        .catch(() => undefined)
    void load()
    let polls = 0
    const timer = setInterval(() => (++polls > POLLS ? clearInterval(timer) : void load()), POLL_MS)
    return () => clearInterval(timer)
  }, [by, config.routes.api, config.serverURL, id, version])
  return rows
}

export function NoticeLine({ notice }: { notice: NoticeRow }) {
  const how = notice.channel === 'kakao' ? '카카오톡 알림톡' : noticeChannels[notice.channel]
  const state = notice.state === 'fell-back' ? `${noticeStateLabels['fell-back']}(${notice.messageType ?? '문자'})` : noticeStateLabels[notice.state]
  return (
    <span data-notice={notice.channel} data-notice-state={notice.state} style={{ display: 'block', fontSize: '0.9em', opacity: 0.85 }}>
      알림 · {notice.kind ? `${noticeKindLabels[notice.kind]} · ` : ''}
      {how}
      {notice.recipient ? ` (${notice.recipient})` : ''} · {state}
      {notice.reason ? ` · ${notice.reason}` : ''} · <time dateTime={notice.createdAt}>{koreanDateTime(notice.createdAt)}</time>
    </span>
  )
}
