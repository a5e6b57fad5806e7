import { createFileRoute } from '@tanstack/react-router'
import { returnFromIdentity } from '~/features/identity/identity.server'

// Where PortOne sends the browser back after the carrier's verification (its redirectUrl).
export const Route = createFileRoute('/api/identity/return')({
  server: { handlers: { GET: ({ request }) => returnFromIdentity(request) } },
})
