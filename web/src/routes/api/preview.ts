import { createFileRoute } from '@tanstack/react-router'
import { handlePreviewRequest } from '~/features/preview/preview.server'

// The admin panel's preview link lands here (docs/decisions/0010): ?token=… starts a draft
// preview, ?exit=/path ends it.
export const Route = createFileRoute('/api/preview')({
  server: { handlers: { GET: ({ request }) => handlePreviewRequest(request) } },
})
