import { createFileRoute } from '@tanstack/react-router'

// The latest-build manifest (GET /builds/latest.json?ts=…): pages compare it with the
// build they run (features/navigation/new-build.ts).
export const Route = createFileRoute('/builds/latest.json')({
  server: {
    handlers: {
      GET: () => Response.json({ id: __BUILD_ID__ }, { headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
