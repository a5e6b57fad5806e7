import { cms } from '~/features/cms/cms-client.server'
import { publicContent } from '~/features/cms/public-content.server'
import { isOpen, type OpenWindow, type SitemapEntry } from './sitemap'

// /sitemap.xml: every public page a search engine should know, from the CMS's content. What can
// be listed is loaded once per content version; what is open (a survey, an event) is decided at
// each request, since time moves without the content version moving.

/** The free CMS page that has a route of its own (routes/_default/korea.tsx). */
const ROUTED_PAGE = 'korea'

/** Pages that are always there, whatever the CMS holds. */
const FIXED_PATHS = ['/device/register', '/device/partner']

const latest = (...dates: Array<string | null | undefined>) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)

const getSitemapContent = publicContent(async () => {
  const client = cms()
  const [home, shops, posts, pages, events, surveys, terms] = await Promise.all([
    client.global('home', { depth: 0 }),
    client.find('shops', { limit: 1, depth: 0, sort: '-updatedAt', where: { active: { equals: true } }, select: ['updatedAt'] }),
    client.find('posts', { pagination: false, depth: 0, sort: '-publishedAt', select: ['updatedAt', '_status'] }),
    client.find('pages', { pagination: false, depth: 0, where: { slug: { equals: ROUTED_PAGE } }, select: ['slug', 'updatedAt', '_status'] }),
    client.find('trade-in-events', { pagination: false, depth: 0, sort: '-startsAt', select: ['updatedAt', 'startsAt', 'endsAt', '_status'] }),
    client.find('surveys', { pagination: false, depth: 0, sort: '-opensAt', select: ['slug', 'updatedAt', 'opensAt', 'closesAt'] }),
    client.global('terms', { depth: 0 }),
  ])
  const published = <T extends { _status?: 'draft' | 'published' | null }>(docs: T[]) => docs.filter((doc) => doc._status !== 'draft')
  return {
    always: [
      { path: '/', lastmod: home.updatedAt ?? undefined },
      { path: '/shops', lastmod: shops.docs[0]?.updatedAt },
      ...FIXED_PATHS.map((path) => ({ path })),
      ...published(pages.docs).map((page) => ({ path: `/${page.slug}`, lastmod: page.updatedAt })),
      ...published(posts.docs).map((post) => ({ path: `/posts/${post.id}`, lastmod: post.updatedAt })),
      { path: '/terms/service', lastmod: latest(terms.updatedAt) },
      { path: '/terms/privacy', lastmod: latest(terms.updatedAt) },
    ] satisfies SitemapEntry[],
    whileOpen: [
      ...published(events.docs).map((event) => ({ path: `/trade-in/${event.id}`, lastmod: event.updatedAt, until: event.endsAt })),
      ...surveys.docs.map((survey) => ({ path: `/survey/${survey.slug}`, lastmod: survey.updatedAt, from: survey.opensAt, until: survey.closesAt })),
    ] satisfies Array<SitemapEntry & OpenWindow>,
  }
})

/** The entries of the sitemap at `now`: events that have not ended, surveys that take answers. */
export async function sitemapEntries(now = Date.now()): Promise<SitemapEntry[]> {
  const { always, whileOpen } = await getSitemapContent()
  return [...always, ...whileOpen.filter((entry) => isOpen(entry, now)).map(({ path, lastmod }) => ({ path, lastmod }))]
}
