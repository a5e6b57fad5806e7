import { createFileRoute } from '@tanstack/react-router'
import { serveCmsMedia } from '~/features/cms/media.server'

// Content images at the paths the CMS gives them (/api/media/file/…), served from the CMS: the
// browser stays on one origin and the CMS need not be public (docs/decisions/0009).
export const Route = createFileRoute('/api/media/file/$')({
  server: { handlers: { GET: ({ params, request }) => serveCmsMedia(params._splat ?? '', request) } },
})
