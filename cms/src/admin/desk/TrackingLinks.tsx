// A mail-in's shipments as links to each courier's own tracking page, under the fields that hold
// them: the desk checks where a device is without copying the number anywhere.
import type { UIFieldServerProps } from 'payload'
import { courierLabel, type Shipment, trackingUrl } from '@storefront/rules/shipping'

const SHIPMENTS = [
  { field: 'inbound', label: '고객 발송' },
  { field: 'outbound', label: '반송' },
] as const

export function TrackingLinks({ data }: UIFieldServerProps) {
  const links = SHIPMENTS.flatMap(({ field, label }) => {
    const shipment = data?.[field] as Shipment | undefined
    const url = shipment?.courier && shipment.trackingNumber ? trackingUrl(shipment.courier, shipment.trackingNumber) : null
    return url ? [{ field, label, url, text: `${courierLabel(shipment!.courier)} ${shipment!.trackingNumber}` }] : []
  })
  if (links.length === 0) return null
  return (
    <div style={{ marginBottom: 'var(--base)' }} data-tracking-links>
      <span className="field-label">배송 조회</span>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {links.map(({ field, label, url, text }) => (
          <li key={field}>
            {label}:{' '}
            <a href={url} target="_blank" rel="noopener noreferrer">
              {text} ↗
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
