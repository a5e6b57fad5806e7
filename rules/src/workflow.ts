// Status flows of service requests and trade-ins (docs/product.md#status-flows): which change is allowed, by whom.

/** Who makes a change: a consumer, any staff role, or the system itself (seed, scripts). */
export type Actor = 'customer' | 'staff' | 'system'

export type Flow<S extends string = string> = {
  initial: S
  labels: Record<S, string>
  /** from → to → who may make that change. Anything not listed is refused. */
  transitions: Partial<Record<S, Partial<Record<S, Exclude<Actor, 'system'>[]>>>>
  /** Statuses whose change must carry a note, e.g. the reason for a rejection. */
  noteRequired: S[]
  /** The way a record goes when all goes well, first to last: the customer's progress bar. */
  steps: S[]
  /**
   * What happens next and what the customer should do, by the status the record is in: one text
   * for the request's page, the status mail and the admin's preview of that mail.
   */
  next: Record<S, string>
}

/**
 * Timeline entries that are not a status change: the customer's shipment of the device, staff
 * sending it back, a trade-in's inspection result, a repair's cost estimate and the customer's
 * approval of it, a visit booked or its booking cancelled. Each keeps the status the record was in; `next` is what the customer reads next
 * instead of the status's own.
 */
const eventKinds = {
  'sent-in': { label: '기기 발송', mail: false },
  'sent-back': { label: '기기 반송', mail: true },
  inspected: { label: '검수 결과', mail: true },
  estimated: {
    label: '수리 견적',
    mail: true,
    next: '견적을 확인하시고 승인하시거나 거절해 주세요. 승인하시기 전에는 비용이 드는 수리를 하지 않고, 거절하시면 수리하지 않고 기기를 돌려 드립니다.',
  },
  'estimate-approved': { label: '견적 승인', mail: true, next: '견적을 승인해 주셔서 수리를 시작합니다. 수리가 끝나면 바로 알려 드립니다.' },
  'visit-booked': {
    label: '방문 예약',
    mail: true,
    next: '예약하신 시간에 기기를 가지고 매장을 방문해 주세요. 시간을 바꾸시려면 신청 페이지에서 다시 예약해 주세요.',
  },
  'visit-cancelled': { label: '방문 예약 취소', mail: false },
} satisfies Record<string, { label: string; mail: boolean; next?: string }>
export type TimelineEvent = keyof typeof eventKinds
export const timelineEvents: Record<TimelineEvent, { label: string; mail: boolean; next?: string }> = eventKinds

/** What a timeline entry is called: its event's name, else its status's. */
export const entryLabel = (flow: Flow, entry: { status: string; event?: string | null }) =>
  (entry.event && timelineEvents[entry.event as TimelineEvent]?.label) || flow.labels[entry.status] || entry.status

export const actorLabels: Record<Actor, string> = { customer: '고객', staff: '직원', system: '시스템' }

/** Null when `actor` may move a record from `from` to `to`; otherwise why not, in Korean. */
export function refusal<S extends string>(flow: Flow<S>, from: S, to: S, actor: Actor, note?: string | null): string | null {
  if (!(to in flow.labels)) return '알 수 없는 상태입니다.'
  const allowed = flow.transitions[from]?.[to]
  if (!allowed) return `'${flow.labels[from]}' 상태에서 '${flow.labels[to]}'(으)로 바꿀 수 없습니다.`
  if (actor !== 'system' && !allowed.includes(actor)) {
    return actor === 'customer' ? `고객은 '${flow.labels[to]}'(으)로 바꿀 수 없습니다.` : `직원은 '${flow.labels[to]}'(으)로 바꿀 수 없습니다.`
  }
  if (flow.noteRequired.includes(to) && !note?.trim()) return `'${flow.labels[to]}'(으)로 바꿀 때는 사유를 입력해야 합니다.`
  return null
}

/** Statuses a record can still leave: open requests, as opposed to finished ones. */
export const openStatuses = <S extends string>(flow: Flow<S>): S[] => Object.keys(flow.transitions) as S[]

/** Statuses a record cannot leave: finished, cancelled or refused. Their retention period runs from then. */
export const closedStatuses = <S extends string>(flow: Flow<S>): S[] => (Object.keys(flow.labels) as S[]).filter((status) => !(status in flow.transitions))
