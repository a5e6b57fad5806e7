'use client'
// The request's history as the desk reads it: one line per change, oldest first, open on arrival.
// It replaces the array's form rows (nobody may edit the timeline; recordStatusChange writes
// it) and follows the saved record, so a step just taken shows at once.
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { requestFlows } from '@storefront/rules/request-flows'
import { koreanDateTime } from '@storefront/rules/seoul-date'
import { actorLabels, entryLabel, type Actor } from '@storefront/rules/workflow'
import { NoticeLine, useRecordNotices } from '@/notices/RecordNotices'

interface Entry {
  id?: string
  status: string
  event?: string | null
  at: string
  actor: Actor
  note?: string | null
  staffUser?: number | { id: number; name?: string } | null
}

const staffIdOf = (entry: Entry) => (typeof entry.staffUser === 'object' ? entry.staffUser?.id : entry.staffUser) ?? null
/** The staff member's name when the record came with it populated. */
const populatedName = (entry: Entry) => (typeof entry.staffUser === 'object' ? entry.staffUser?.name : undefined)

export function TimelineList() {
  const { collectionSlug, id: documentId, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const entries = ((savedDocumentData?.timeline ?? []) as Entry[]).filter((entry) => entry?.status && entry.at)
  const flow = collectionSlug ? requestFlows[collectionSlug] : undefined
  const [names, setNames] = useState<Record<number, string>>({})
  // What each entry sent the customer, and the replies' notices (no entry) after the list.
  const notices = useRecordNotices(collectionSlug, documentId, savedDocumentData?.updatedAt)
  const replies = notices.filter((notice) => !notice.entry)
  const unnamed = entries.filter((entry) => !populatedName(entry)).map(staffIdOf)
  const wanted = [...new Set(unnamed.filter((id): id is number => typeof id === 'number' && !(id in names)))].join(',')

  useEffect(() => {
    if (!wanted) return
    const query = new URLSearchParams({ 'where[id][in]': wanted, 'select[name]': 'true', depth: '0', limit: '100' })
    fetch(`${config.serverURL}${config.routes.api}/users?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then(({ docs }: { docs: { id: number; name: string }[] }) =>
        setNames((known) => ({ ...known, ...Object.fromEntries(docs.map((user) => [user.id, user.name])) })),
      )
      .catch(() => undefined)
  }, [config.routes.api, config.serverURL, wanted])

  return (
    <section aria-labelledby="timeline-title" data-timeline style={{ marginBottom: 'var(--base)' }}>
      <h3 id="timeline-title" style={{ margin: '0 0 8px' }}>
        진행 기록
      </h3>
      {entries.length === 0 ? (
        <p>아직 기록이 없습니다.</p>
      ) : (
        <ol data-record style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          {entries.map((entry, index) => {
            const staffId = staffIdOf(entry)
            const name = populatedName(entry) ?? (staffId !== null ? names[staffId] : undefined)
            const who = actorLabels[entry.actor] + (name ? ` ${name}` : '')
            return (
              <li key={entry.id ?? index} data-status={entry.status} data-event={entry.event ?? undefined}>
                <strong>{flow ? entryLabel(flow, entry) : entry.status}</strong> · <time dateTime={entry.at}>{koreanDateTime(entry.at)}</time> · {who}
                {entry.note && <p style={{ margin: '2px 0 0', whiteSpace: 'pre-wrap' }}>{entry.note}</p>}
                {notices
                  .filter((notice) => notice.entry && notice.entry === entry.id)
                  .map((notice) => (
                    <NoticeLine key={notice.id} notice={notice} />
                  ))}
              </li>
            )
          })}
        </ol>
      )}
      {replies.length > 0 && (
        <div data-reply-notices data-record style={{ marginTop: 8 }}>
          <strong>답변 알림</strong>
          {replies.map((notice) => (
            <NoticeLine key={notice.id} notice={notice} />
          ))}
        </div>
      )}
    </section>
  )
}
