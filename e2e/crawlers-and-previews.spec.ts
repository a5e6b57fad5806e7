// Journey: a search engine reads the sitemap and each page's canonical address and structured
// data; a messenger previews a shared post as that post, with its own title, address and image.
// Outside production every page and file still tells crawlers not to index.
import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { cmsAsAdmin, cmsURL } from './support'

async function siteUrl(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const site = (await (await request.get(`${cmsURL}/api/globals/site`)).json()) as { siteUrl?: string | null }
  return (site.siteUrl || baseURL!).replace(/\/+$/, '')
}

/** The canonical link, og:url and the JSON-LD blocks of a page, as a crawler reads its HTML. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&')
  const canonicals = [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map(([tag]) => attribute(tag, 'href'))
  const meta = (property: string) =>
    [...head.matchAll(/<meta\s[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, 'property') === property)
      .map((tag) => attribute(tag, 'content'))
  const jsonLd = [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
  return { canonicals, meta, jsonLd }
}

async function publishedPost(request: APIRequestContext) {
  const { docs } = await (await request.get(`${cmsURL}/api/posts?where[heroImage][exists]=true&depth=1&limit=1&sort=-publishedAt`)).json()
  expect(docs[0], 'a published post with a hero image').toBeDefined()
  return docs[0] as { id: number; title: string; excerpt: string; heroImage: { alt: string } }
}

test('the sitemap lists the public pages, posts, terms, the running event and open, published surveys only', async ({ request, baseURL }) => {
  const admin = await cmsAsAdmin(request)
  const base = await siteUrl(request, baseURL)
  const { docs: posts } = await (await request.get(`${cmsURL}/api/posts?depth=0&pagination=false`)).json()
  const { docs: events } = await (await request.get(`${cmsURL}/api/trade-in-events?depth=0&pagination=false`)).json()
  const runningEvent = (events as Array<{ id: number; endsAt: string }>).find(({ endsAt }) => Date.parse(endsAt) > Date.now())

  // Surveys of this test's own: one that closed yesterday, one that opens tomorrow, one open but never published.
  const day = 24 * 60 * 60 * 1000
  const survey = (slug: string, opensAt: number, closesAt: number, status = 'published') => ({
    slug,
    _status: status,
    title: '크롤러 확인용 설문',
    opensAt: new Date(opensAt).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
    requiresLogin: false,
    questions: [{ blockType: 'shortText', question: '의견을 적어 주세요.' }],
  })
  const suffix = randomUUID().slice(0, 8)
  const created: number[] = []
  try {
    for (const data of [
      survey(`closed-${suffix}`, Date.now() - 10 * day, Date.now() - day),
      survey(`later-${suffix}`, Date.now() + day, Date.now() + 10 * day),
      survey(`draft-${suffix}`, Date.now() - day, Date.now() + day, 'draft'),
    ]) {
      const response = await admin.post('/api/surveys', data)
      expect(response.status(), await response.text()).toBe(201)
      created.push(((await response.json()) as { doc: { id: number } }).doc.id)
    }
    const openNow = survey(`open-${suffix}`, Date.now() - day, Date.now() + day)
    const response = await admin.post('/api/surveys', openNow)
    expect(response.status()).toBe(201)
    created.push(((await response.json()) as { doc: { id: number } }).doc.id)

    // The edits reach the storefront with the next content version (about a second).
    let xml = ''
    await expect
      .poll(async () => {
        const sitemap = await request.get('/sitemap.xml')
        expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
        xml = await sitemap.text()
        return xml.includes(`/survey/open-${suffix}<`)
      })
      .toBe(true)
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    for (const path of ['/', '/shops', '/korea', '/device/register', '/terms/service', '/terms/privacy', '/survey/owner-survey-2026'])
      expect(locations).toContain(`${base}${path}`)
    for (const post of posts as Array<{ id: number }>) expect(locations).toContain(`${base}/posts/${post.id}`)
    expect(runningEvent, 'the seeded running event').toBeDefined()
    expect(locations).toContain(`${base}/trade-in/${runningEvent!.id}`)
    expect(locations).not.toContain(`${base}/survey/closed-${suffix}`)
    expect(locations).not.toContain(`${base}/survey/later-${suffix}`)
    expect(locations).not.toContain(`${base}/survey/draft-${suffix}`)
    // Nothing signed-in or per visitor.
    expect(locations.filter((loc) => /^\/(user|login|register|forgot-password|api)(\/|$)/.test(new URL(loc).pathname))).toEqual([])
    expect(new Set(locations).size).toBe(locations.length)
  } finally {
    for (const id of created) await admin.delete(`/api/surveys/${id}`)
  }
})

test('every page names one canonical address, which is also its og:url', async ({ request, baseURL }) => {
  const base = await siteUrl(request, baseURL)
  const post = await publishedPost(request)
  for (const path of ['/', '/shops', `/posts/${post.id}`, '/korea', '/terms/service', '/device/register', '/device/partner']) {
    const { canonicals, meta } = await headOf(request, path)
    expect(canonicals, path).toEqual([`${base}${path}`])
    expect(meta('og:url'), path).toEqual([`${base}${path}`])
  }
})

test('the shop finder canonicalises its query: the filters in order, no words, position, page or unknown keys', async ({ request, baseURL }) => {
  const base = await siteUrl(request, baseURL)
  const cases: Array<[string, string]> = [
    ['/shops?kind=direct&q=%ED%99%8D%EB%8C%80&near=37.557,126.924&page=2&utm_source=kakao&region=seoul', '/shops?region=seoul&kind=direct'],
    ['/shops?district=%EB%A7%88%ED%8F%AC%EA%B5%AC&service=service&region=seoul', '/shops?region=seoul&district=%EB%A7%88%ED%8F%AC%EA%B5%AC&service=service'],
    // A district the region does not have, or a district without a region, names no listing.
    ['/shops?region=seoul&district=%EC%97%86%EB%8A%94%EA%B5%AC', '/shops?region=seoul'],
    ['/shops?district=%EB%A7%88%ED%8F%AC%EA%B5%AC', '/shops'],
    ['/shops?region=atlantis&kind=spaceship', '/shops'],
  ]
  for (const [path, canonical] of cases) {
    const { canonicals, meta } = await headOf(request, path)
    expect(canonicals, path).toEqual([`${base}${canonical}`])
    expect(meta('og:url'), path).toEqual([`${base}${canonical}`])
  }
})

test('a shared post previews as the post: its title, address, image and an Article for search engines', async ({ request, baseURL }) => {
  const base = await siteUrl(request, baseURL)
  const post = await publishedPost(request)
  const { meta, jsonLd } = await headOf(request, `/posts/${post.id}`)
  expect(meta('og:title')).toEqual([`${post.title} | VAPORE`])
  expect(meta('og:description')).toEqual([post.excerpt])
  expect(meta('og:type')).toEqual(['article'])
  expect(meta('og:url')).toEqual([`${base}/posts/${post.id}`])
  const [image] = meta('og:image')
  expect(meta('og:image')).toHaveLength(1)
  expect(image).toMatch(new RegExp(`^${base}/api/media/file/`))
  expect(image).not.toBe((await headOf(request, '/')).meta('og:image')[0])
  const imageResponse = await request.get(image!)
  expect(imageResponse.status()).toBe(200)
  expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
  expect(meta('og:image:alt')).toEqual([post.heroImage.alt])

  expect(jsonLd).toHaveLength(1)
  expect(jsonLd[0]).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    mainEntityOfPage: `${base}/posts/${post.id}`,
    image,
    publisher: { '@type': 'Organization', name: 'VAPORE' },
  })
  expect(Date.parse(jsonLd[0].datePublished)).not.toBeNaN()
})

test("the home page describes the brand as an Organization; the shop finder each of the brand's own shops it lists as a LocalBusiness", async ({
  request,
  baseURL,
}) => {
  const base = await siteUrl(request, baseURL)
  const home = await headOf(request, '/')
  expect(home.jsonLd).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'VAPORE', url: `${base}/` })])

  const { jsonLd } = await headOf(request, '/shops?region=seoul')
  const { docs: shops } = await (await request.get(`${cmsURL}/api/shops?where[region][equals]=seoul&where[active][equals]=true&depth=0&limit=100`)).json()
  // Direct shops and service centres; a partner shop is a business of its own, not the brand's.
  const own = (shops as Array<{ name: string; kind: string }>).filter((shop) => shop.kind !== 'partner')
  expect(own.length).toBeGreaterThan(0)
  expect(own.length).toBeLessThan(shops.length)
  expect(jsonLd).toHaveLength(1)
  const listed = jsonLd[0]['@graph'] as Array<Record<string, unknown>>
  expect(listed.map(({ name }) => name).sort()).toEqual(own.map(({ name }) => name).sort())
  for (const business of listed) {
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      address: { '@type': 'PostalAddress', addressRegion: '서울특별시', addressCountry: 'KR' },
      parentOrganization: { '@id': `${base}/#organization` },
    })
  }
})

test('outside production, crawlers are told not to index: pages, the sitemap and robots.txt', async ({ request }) => {
  for (const path of ['/', '/sitemap.xml']) expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex, nofollow')
  expect(await (await request.get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n')
})
