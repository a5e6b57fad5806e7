// The sitemaps.org format of /sitemap.xml (sitemap.server.ts gathers the entries).

export interface SitemapEntry {
  path: string
  /** ISO date-time of the last edit, when known. */
  lastmod?: string
}

/** When something is open: from (absent: always was) until (absent: for good), `until` excluded. */
export interface OpenWindow {
  from?: string | null
  until?: string | null
}

export const isOpen = ({ from, until }: OpenWindow, now: number) => (!from || Date.parse(from) <= now) && (!until || Date.parse(until) > now)

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The sitemaps.org XML of `entries` on the site at `siteUrl`. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`
    return `<url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
