import { createFileRoute } from '@tanstack/react-router'
import { checkSerial } from '~/features/devices/registration.server'

// The form of /device/register: the genuineness check, then on to sign-in (303), before or after hydration.
export const Route = createFileRoute('/api/devices/check')({
  server: { handlers: { POST: ({ request }) => checkSerial(request) } },
})
