import { createFileRoute } from '@tanstack/react-router'
import { serveMyData } from '~/features/privacy/my-data.server'

// My page's 내 개인정보 downloads: everything the CMS holds about me, as JSON or a readable page.
export const Route = createFileRoute('/api/user/my-data')({
  server: { handlers: { GET: ({ request }) => serveMyData(request) } },
})
