import { SiteLink } from '~/ui/SiteLink'
import { StatusBadge } from '~/features/requests/StatusBadge'
import type { ServiceSummary } from './types'

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
