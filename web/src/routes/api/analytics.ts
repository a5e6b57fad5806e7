import { createFileRoute } from '@tanstack/react-router'
import { listPageViews, receivePageView } from '~/features/analytics/local-sink.server'

// The local analytics sink (local runs only; 404 elsewhere).
export const Route = createFileRoute('/api/analytics')({
  server: { handlers: { POST: ({ request }) => receivePageView(request), GET: () => listPageViews() } },
})
