import { createFileRoute } from '@tanstack/react-router'
import { readinessResponse } from '~/features/health/health.server'

export const Route = createFileRoute('/api/health/ready')({
  server: { handlers: { GET: () => readinessResponse() } },
})
