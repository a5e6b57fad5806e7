import { createFileRoute } from '@tanstack/react-router'
import { submitServiceRequest } from '~/features/service/submit.server'

// The form of /service/{serialNumber}: files the request (JSON for its script, 303 without it).
export const Route = createFileRoute('/api/service/request')({
  server: { handlers: { POST: ({ request }) => submitServiceRequest(request) } },
})
