import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '~/env.server'
import { allowsIndexing } from '~/features/layout/site-meta'
import { publicSiteUrl } from '~/features/seo/site-url.server'

// Besides the robots meta tag of every page: crawlers read this before they fetch any page.
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: async () => {
        const allowed = allowsIndexing({ production: import.meta.env.PROD, localRun: serverEnv().localRun })
        const body = allowed ? `User-agent: *\nAllow: /\n\nSitemap: ${await publicSiteUrl()}/sitemap.xml\n` : 'User-agent: *\nDisallow: /\n'
        return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
      },
    },
  },
})
