import { createFileRoute } from '@tanstack/react-router'
import { startIdentity } from '~/features/identity/identity.server'

// The verification button of the adult-only steps: a new verification to open PortOne's SDK with.
export const Route = createFileRoute('/api/identity/start')({
  server: { handlers: { POST: ({ request }) => startIdentity(request) } },
})
