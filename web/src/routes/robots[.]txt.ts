import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '~/env.server'
import { allowsIndexing } from '~/features/layout/site-meta'

// Besides the robots meta tag of every page: crawlers read this before they fetch any page.
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => {
        const allowed = allowsIndexing({ production: import.meta.env.PROD, localRun: serverEnv().localRun })
        return new Response(`User-agent: *\n${allowed ? 'Allow: /' : 'Disallow: /'}\n`, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        })
      },
    },
  },
})
