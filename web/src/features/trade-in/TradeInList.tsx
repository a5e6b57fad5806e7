import { StatusBadge } from '~/features/requests/StatusBadge'
import { SiteLink } from '~/ui/SiteLink'
import type { MyTradeInSummary } from './types'

/** Trade-ins as links to their pages: number, status, device, the event when given, and the day. */
export function TradeInList({ requests, label }: { requests: (MyTradeInSummary & { eventTitle?: string })[]; label: string }) {
  return (
    <ul className="service-list" aria-label={label}>
      {requests.map((request) => (
        <li key={request.id} className="service-list__item" data-number={request.number}>
          <SiteLink link={{ to: '/trade-in/view/$tradeId', params: { tradeId: String(request.id) } }} className="service-list__link">
            <span className="service-list__head">
              <span className="service-list__number">{request.number}</span>
              <StatusBadge status={request.status} label={request.statusLabel} />
            </span>
            {request.eventTitle && <span className="service-list__meta">{request.eventTitle}</span>}
            <span>
              {request.productName} <span className="serial">{request.serialNumber}</span>
            </span>
            <span className="service__aside">신청일 {request.requestedOn}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
