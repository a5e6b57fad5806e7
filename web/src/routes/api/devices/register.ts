import { createFileRoute } from '@tanstack/react-router'
import { submitRegistration } from '~/features/devices/registration.server'

// The form of /device/register/license: creates the device (JSON for its script, 303 without it).
export const Route = createFileRoute('/api/devices/register')({
  server: { handlers: { POST: ({ request }) => submitRegistration(request) } },
})
