import type { Flow } from '@storefront/rules/workflow'
import { formatDate } from '~/ui/format-date'

// Where an A/S request or a trade-in stands, as its page shows it: the flow's steps with the
// current one marked, what happens next (the flow's own text, the same the status mail sends),
// and the day staff promised it done. A mail-in has the shipments as steps of their own. Worked
// out on the server, so the page carries no flow.

type StepState = 'done' | 'current' | 'upcoming'

export interface RequestProgressView {
  /** Empty once the request left the way (cancelled, rejected): no bar, only what that means. */
  steps: { label: string; state: StepState }[]
  next: string
  /** "2026년 11월 28일", while the last step is still ahead. */
  promisedOn: string | null
  /** With no day promised, the one the usual turnaround gives from the day the device came in. */
  expectedOn: string | null
  /** The usual turnaround in days, said before the device is in. */
  usualDays: number | null
}

/** A mail-in's shipments: the customer's comes after `sentAfter`; the one back, if the flow has it, after the last step. */
export interface MailInProgress<S extends string> {
  sentAfter: S
  sent: boolean
  /** Undefined where nothing goes back (a trade-in keeps the device). */
  returned?: boolean
}

export const MAIL_IN_NEXT = {
  sent: '보내 주신 기기가 도착하면 확인하고 알려 드립니다.',
  returned: '기기를 보내 드렸습니다. 아래 택배 배송 조회에서 도착 예정일을 확인하세요.',
} as const

/** The shop's (or the mail-in desk's) usual days from the device coming in (`from`, once it has) to done. */
export interface Turnaround {
  days: number
  from: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000
const day = (value: string | number) => formatDate(value, 'YYYY년 M월 D일') || null

export function progressOf<S extends string>(
  flow: Flow<S>,
  status: S,
  { promisedOn, mailIn, usual }: { promisedOn?: string | null; mailIn?: MailInProgress<S>; usual?: Turnaround | null } = {},
): RequestProgressView {
  const at = flow.steps.indexOf(status)
  if (at < 0) return { steps: [], next: flow.next[status] ?? '', promisedOn: null, expectedOn: null, usualDays: null }
  const ahead = at < flow.steps.length - 1
  const promised = ahead && promisedOn ? day(promisedOn) : null
  const expected = ahead && !promised && usual?.from ? day(Date.parse(usual.from) + usual.days * DAY_MS) : null
  const usualDays = ahead && !promised && !expected && usual ? usual.days : null

  const milestones = flow.steps.flatMap((step, index) => {
    const own = { label: flow.labels[step], reached: index <= at }
    if (!mailIn || step !== mailIn.sentAfter) return [own]
    return [own, { label: '기기 발송', reached: mailIn.sent || index < at }]
  })
  if (mailIn?.returned !== undefined) milestones.push({ label: '기기 반송', reached: mailIn.returned })
  const current = milestones.findLastIndex((milestone) => milestone.reached)
  const steps = milestones.map(({ label, reached }, index) => ({
    label,
    state: (index === current ? 'current' : reached && index < current ? 'done' : 'upcoming') as StepState,
  }))
  const next =
    mailIn?.returned && status === flow.steps.at(-1)
      ? MAIL_IN_NEXT.returned
      : mailIn?.sent && status === mailIn.sentAfter
        ? MAIL_IN_NEXT.sent
        : (flow.next[status] ?? '')
  return { steps, next, promisedOn: promised, expectedOn: expected, usualDays }
}
