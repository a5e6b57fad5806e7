import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '~/ui/Button'
import { dialogs } from '~/ui/dialog/dialog-store'
import { pushToast } from '~/ui/toast/toast-store'
import type { RequestProgressView } from './progress'

// What the page of one request shows the same way for an A/S request and a trade-in: the shop, the
// photos, the public timeline, and cancelling after a confirm.

type Shop = { name: string; address: string; phone: string | null }

/** The shop's row of the request's facts (inside a `dl`). */
export function ShopFact({ shop, testId }: { shop: Shop; testId?: string }) {
  return (
    <div>
      <dt>매장</dt>
      <dd data-testid={testId}>
        {shop.name}
        <br />
        <span className="service__aside">
          {shop.address}
          {shop.phone && ` · ${shop.phone}`}
        </span>
      </dd>
    </div>
  )
}

export function RequestPhotos({ photos }: { photos: { id: number; url: string }[] }) {
  if (photos.length === 0) return null
  return (
    <ul className="service__photos" aria-label="첨부한 사진">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <img src={photo.url} alt={`첨부 사진 ${index + 1}`} width={120} height={120} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
}

/** Where the request stands: its steps (the current one marked), what happens next, the promised day. */
export function RequestProgress({ progress }: { progress: RequestProgressView }) {
  return (
    <section className="service__section request-progress" aria-labelledby="progress-title">
      <h2 id="progress-title" className="service__title">
        진행 상황
      </h2>
      {progress.steps.length > 0 && (
        <ol className="request-progress__steps">
          {progress.steps.map((step) => (
            <li
              key={step.label}
              className={`request-progress__step request-progress__step--${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.label}
              {step.state === 'done' && <span className="visually-hidden"> (지남)</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="request-progress__next">
        <strong>다음 단계</strong> {progress.next}
      </p>
      {progress.promisedOn && (
        <p className="request-progress__promised">
          완료 예정일 <strong>{progress.promisedOn}</strong>
        </p>
      )}
      {progress.expectedOn && (
        <p className="request-progress__promised">
          완료 예상일 <strong>{progress.expectedOn}</strong> <span className="service__aside">(평균 수리 기간 기준, 부품 사정에 따라 달라질 수 있습니다)</span>
        </p>
      )}
      {progress.usualDays && (
        <p className="request-progress__promised">
          수리는 기기를 받은 날부터 보통 <strong>{progress.usualDays}일</strong> 걸립니다.
        </p>
      )}
    </section>
  )
}

/** Every status change with its day and the note staff wrote for the customer. */
export function RequestTimeline({ entries }: { entries: { status: string; label: string; at: string; note: string | null }[] }) {
  return (
    <section className="service__section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="service__title">
        진행 기록
      </h2>
      <ol className="service-timeline">
        {entries.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className="service-timeline__entry">
            <p className="service-timeline__head">
              <strong>{entry.label}</strong> <time>{entry.at}</time>
            </p>
            {entry.note && <p className="service-timeline__note">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** "신청 취소": asks first (`title`, `message`), then `cancel`s, tells how it went and reloads the page's data. */
export function CancelRequestButton({
  title,
  message,
  done,
  cancel,
}: {
  title: string
  message: string
  done: string
  cancel: () => Promise<{ ok: true } | { ok: false; message: string }>
}) {
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function confirmAndCancel() {
    const confirmed = await dialogs.confirm({ title, message, confirmLabel: '신청 취소', closeLabel: '닫기' })
    if (!confirmed) return
    setPending(true)
    try {
      const result = await cancel()
      pushToast(result.ok ? { message: done } : { message: result.message, type: 'error' })
      await router.invalidate()
    } catch {
      pushToast({ message: '취소하지 못했습니다. 잠시 후 다시 시도하세요.', type: 'error' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button border="dark" onClick={confirmAndCancel} loading={pending}>
      신청 취소
    </Button>
  )
}
