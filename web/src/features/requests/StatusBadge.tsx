const ENDED_UNDONE = ['rejected', 'cancelled', 'declined']

/** A request's (A/S or trade-in) status as a badge: green when done, red when refused, cancelled or its estimate declined. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = status === 'completed' ? ' status-badge--ok' : ENDED_UNDONE.includes(status) ? ' status-badge--warn' : ''
  return <span className={`status-badge${tone}`}>{label}</span>
}
