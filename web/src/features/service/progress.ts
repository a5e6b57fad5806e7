import type { Flow } from '@storefront/cms/workflow'
import { formatDate } from '~/ui/format-date'

// Where an A/S request or a trade-in stands, as its page shows it: the flow's steps with the
// current one marked, what happens next (the flow's own text, the same the status mail sends),
// and the day staff promised it done. Worked out on the server, so the page carries no flow.

export type StepState = 'done' | 'current' | 'upcoming'

export interface RequestProgressView {
  /** Empty once the request left the way (cancelled, rejected): no bar, only what that means. */
  steps: { label: string; state: StepState }[]
  next: string
  /** "2026년 11월 28일", while the last step is still ahead. */
  promisedOn: string | null
}

export function progressOf<S extends string>(flow: Flow<S>, status: S, promisedOn?: string | null): RequestProgressView {
  const at = flow.steps.indexOf(status)
  const steps =
    at < 0
      ? []
      : flow.steps.map((step, index) => ({ label: flow.labels[step], state: (index < at ? 'done' : index === at ? 'current' : 'upcoming') as StepState }))
  const ahead = at >= 0 && at < flow.steps.length - 1
  return { steps, next: flow.next[status] ?? '', promisedOn: ahead && promisedOn ? formatDate(promisedOn, 'YYYY년 M월 D일') || null : null }
}
