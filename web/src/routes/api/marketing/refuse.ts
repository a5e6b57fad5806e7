import { createFileRoute } from '@tanstack/react-router'
import { submitRefusal } from '~/features/marketing/refusal.server'

// The refusal page's form (/marketing/refuse): a plain post, answered with a 303 back to the page.
export const Route = createFileRoute('/api/marketing/refuse')({
  server: { handlers: { POST: ({ request }) => submitRefusal(request) } },
})
