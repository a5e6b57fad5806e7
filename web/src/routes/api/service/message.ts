import { createFileRoute } from '@tanstack/react-router'
import { submitServiceMessage } from '~/features/service/conversation.server'

// The message form of /user/service/view/{id}: one message (JSON for its script, 303 without it).
export const Route = createFileRoute('/api/service/message')({
  server: { handlers: { POST: ({ request }) => submitServiceMessage(request) } },
})
