import { createFileRoute } from '@tanstack/react-router'
import { confirmAdult } from '~/features/devices/registration.server'

// The form of /device/register/auth: the customer confirms being 19 or older.
export const Route = createFileRoute('/api/devices/adult')({
  server: { handlers: { POST: ({ request }) => confirmAdult(request) } },
})
