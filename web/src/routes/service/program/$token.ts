import { createFileRoute } from '@tanstack/react-router'
import { followProgramLink } from '~/features/service/program-link.server'

// A service program's notice link: records that it was opened, then on to the prefilled free request.
export const Route = createFileRoute('/service/program/$token')({
  server: { handlers: { GET: ({ params }) => followProgramLink(params.token) } },
})
