import { SiteLink } from '~/ui/SiteLink'
import type { ServiceSummary } from './types'

const ENDED_UNDONE = ['rejected', 'cancelled', 'declined']

/** A request's (A/S or trade-in) status as a badge: green when done, red when refused, cancelled or its estimate declined. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = status === 'completed' ? ' status-badge--ok' : ENDED_UNDONE.includes(status) ? ' status-badge--warn' : ''
  return <span className={`status-badge${tone}`}>{label}</span>
}

/** Requests as links to their pages: number, status, device and dates. */
export function RequestList({ requests, label }: { requests: ServiceSummary[]; label: string }) {
  return (
    <ul className="service-list" aria-label={label}>
      {requests.map((request) => (
        <li key={request.id} className="service-list__item" data-number={request.number}>
          <SiteLink link={{ to: '/user/service/view/$serviceId', params: { serviceId: String(request.id) } }} className="service-list__link">
            <span className="service-list__head">
              <span className="service-list__number">{request.number}</span>
              <StatusBadge status={request.status} label={request.statusLabel} />
            </span>
            <span className="service-list__meta">
              {request.productName} · {request.symptomLabel}
            </span>
            <span className="service-list__meta">
              신청 {request.requestedOn}
              {request.updatedOn !== request.requestedOn && ` · 최근 변경 ${request.updatedOn}`}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
