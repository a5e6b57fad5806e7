import { createFileRoute } from '@tanstack/react-router'
import { publicSiteUrl } from '~/features/seo/site-url.server'
import { sitemapXml } from '~/features/seo/sitemap'
import { sitemapEntries } from '~/features/seo/sitemap.server'

// What crawlers should index, from the CMS's content (robots.txt names it in production).
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const [siteUrl, entries] = await Promise.all([publicSiteUrl(), sitemapEntries()])
        return new Response(sitemapXml(siteUrl, entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
      },
    },
  },
})
