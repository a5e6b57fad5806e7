import { createFileRoute } from '@tanstack/react-router'
import { receiveVitals } from '~/features/web-vitals/receive.server'

// The Web Vitals reporter's beacon (features/web-vitals): kept in the CMS, for the admin panel.
export const Route = createFileRoute('/api/vitals')({
  server: { handlers: { POST: ({ request }) => receiveVitals(request) } },
})
