import { createFileRoute } from '@tanstack/react-router'
import { submitTradeIn } from '~/features/trade-in/request.server'

// The form of /trade-in/{id}/request/{serial}: files the trade-in (JSON for its script, 303 without it).
export const Route = createFileRoute('/api/trade-in/request')({
  server: { handlers: { POST: ({ request }) => submitTradeIn(request) } },
})
