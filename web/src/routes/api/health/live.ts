import { createFileRoute } from '@tanstack/react-router'
import { livenessResponse } from '~/features/health/health.server'

export const Route = createFileRoute('/api/health/live')({
  server: { handlers: { GET: () => livenessResponse() } },
})
