import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/features/layout/site-meta'
import { RefusalPage } from '~/features/marketing/RefusalPage'
import type { RefusalOutcome } from '~/features/marketing/refusal.server'

const OUTCOMES: readonly RefusalOutcome[] = ['done', 'bad', 'busy']

export const Route = createFileRoute('/_default/marketing/refuse')({
  validateSearch: (search: Record<string, unknown>): { t?: string; result?: RefusalOutcome } => ({
    t: typeof search.t === 'string' ? search.t.slice(0, 600) : undefined,
    result: OUTCOMES.find((outcome) => outcome === search.result),
  }),
  head: pageHead('광고성 정보 수신거부'),
  component: function RefusalRoute() {
    const { t, result } = Route.useSearch()
    return <RefusalPage token={t} result={result} />
  },
})
