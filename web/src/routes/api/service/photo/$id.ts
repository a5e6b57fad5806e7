import { createFileRoute } from '@tanstack/react-router'
import { serveMyPhoto } from '~/features/service/photo.server'

// Photos of the consumer's own A/S requests (private attachments in the CMS).
export const Route = createFileRoute('/api/service/photo/$id')({
  server: { handlers: { GET: ({ params }) => serveMyPhoto(params.id) } },
})
