import { createFileRoute } from '@tanstack/react-router'
import { healthResponse } from '~/features/health/health.server'

export const Route = createFileRoute('/api/health')({
  server: { handlers: { GET: () => healthResponse() } },
})
