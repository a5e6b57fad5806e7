// No 5xx from any input (docs/decisions/0032): every REST route of every collection and global in
// the Payload config — so a new collection is walked without a change here — by id, versions,
// where, depth, select, sort, limit and bodies, and every other route the config answers (custom,
// auth, upload and root endpoints, lib/routeTable), with malformed ids, malformed and oversized bodies,
// NUL and lone surrogates, non-ASCII paths and query values, as anonymous, a customer and each
// staff role. A refusal is any 4xx; a 5xx fails the test. Writes use ids no row has, so the walk
// changes nothing that exists.
//
// Every route meets every input each run, each input as one caller: the callers take the inputs
// of a route in turn, from a rotation drawn each run (printed; NO_5XX_ROTATION replays it), so every
// caller meets every route each run and every pairing of caller and input within five runs. All
// five callers for every input were 20,000 requests, 3 minutes of a run (docs/decisions/0046).
import config from '@payload-config'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { type Route, routeTable } from '@/lib/routeTable'
import { signUpConsumer } from '@/test/firebase'
import { removeUsers, rest, staffSession, testPayload } from '@/test/payload'

const ABSENT = '2147483646'
const IDS = ['abc', '1.5', '-1', '99999999999', '%00', '%EA%B0%80', '%ED%A0%80', 'x'.repeat(300), ABSENT]
const QUERIES = [
  'depth=abc',
  'depth=99',
  'limit=-1',
  'limit=abc',
  'limit=99999999',
  'page=abc',
  'sort=no_such_field',
  'sort=-%00',
  'select[no_such_field]=true',
  'select[id]=abc',
  'where[id][equals]=abc',
  'where[id][in]=a,b',
  'where[id][greater_than]=%ED%A0%80',
  'where[no_such_field][equals]=1',
  'where[createdAt][equals]=not-a-date',
  'where[or][0][id][like]=%00',
  'where[and][0][updatedAt][near]=1,2',
  'where=%7B%22a%22%3A',
  'where[%EA%B0%80][equals]=%EA%B0%80',
  `where[id][equals]=${'9'.repeat(500)}`,
  'draft=maybe&locale=%00&fallback-locale=xx',
]
// Bodies no collection can take (a valid one could create a row): not JSON, not an object, or
// text PostgreSQL cannot store, one of them 600 KB.
const BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '{"a":',
  '{"name":"\\u0000"}',
  '{"title":"\\ud800x"}',
  `{"x":"${'가'.repeat(200_000)}\\u0000"}`,
  '{"__proto__":{"admin":true},"y":"\\u0000"}',
]

describe('no input gets a 5xx from the CMS', () => {
  let payload: Payload
  const staff: User[] = []
  const callers: Caller[] = [['anonymous', {}]]

  beforeAll(async () => {
    payload = await testPayload()
    for (const role of ['staff', 'manager', 'admin'] as const) {
      const session = await staffSession(payload, role)
      staff.push(session.user)
      callers.push([role, session.headers])
    }
    callers.push(['customer', (await signUpConsumer()).headers])
  })

  afterAll(() => removeUsers(payload, staff))

  const resolved = config as unknown as Promise<SanitizedConfig>
  let cases = 0
  const rotation = Number(process.env.NO_5XX_ROTATION ?? Math.floor(Math.random() * 1_000))
  let routes = 0
  /** The caller of a route's `index`th input: the next one for each input, and for each route. */
  const callerFor = (index: number) => callers[(rotation + routes + index) % callers.length]!

  async function walk(method: string, path: string, [caller, headers]: Caller, body?: string) {
    const response = await rest(path, { method, headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) }, body })
    cases += 1
    if (response.status >= 500)
      throw new Error(
        `${caller}: ${method} /api${path.slice(0, 120)} → ${response.status}: ${(await response.text()).slice(0, 200)} (NO_5XX_ROTATION=${rotation})`,
      )
  }

  it('walks every collection', { timeout: 600_000 }, async () => {
    const { collections } = await resolved
    const failures: string[] = []
    // Payload's own collections (migrations, preferences, document locks, jobs) included.
    for (const { slug } of collections) {
      const steps: Step[] = [
        ...IDS.flatMap((id) => [
          (caller: Caller) => walk('GET', `/${slug}/${id}`, caller),
          (caller: Caller) => walk('PATCH', `/${slug}/${id}`, caller, '{"x":"\\u0000"}'),
          (caller: Caller) => walk('DELETE', `/${slug}/${id}`, caller),
        ]),
        (caller) => walk('GET', `/${slug}/versions`, caller),
        (caller) => walk('GET', `/${slug}/versions/abc`, caller),
        (caller) => walk('GET', `/${slug}/count?where[id][equals]=abc`, caller),
        ...QUERIES.map((query) => (caller: Caller) => walk('GET', `/${slug}?${query}`, caller)),
        ...QUERIES.map((query) => (caller: Caller) => walk('GET', `/${slug}/${ABSENT}?${query}`, caller)),
        ...BODIES.map((body) => (caller: Caller) => walk('POST', `/${slug}`, caller, body)),
        ...BODIES.map((body) => (caller: Caller) => walk('PATCH', `/${slug}/${ABSENT}`, caller, body)),
        // Bulk writes only where nothing can match.
        (caller) => walk('PATCH', `/${slug}?where[id][equals]=abc`, caller, '{"x":1}'),
        (caller) => walk('DELETE', `/${slug}?where[id][in]=a,b`, caller),
      ]
      await inFlight(
        steps.map((step, index) => () => step(callerFor(index))),
        failures,
      )
      routes += 1
    }
    expect(failures).toEqual([])
  })

  it('walks every global', { timeout: 300_000 }, async () => {
    const { globals } = await resolved
    const failures: string[] = []
    for (const { slug } of globals) {
      const steps: Step[] = [
        ...QUERIES.map((query) => (caller: Caller) => walk('GET', `/globals/${slug}?${query}`, caller)),
        (caller) => walk('GET', `/globals/${slug}/versions?where[id][equals]=abc`, caller),
        (caller) => walk('GET', `/globals/${slug}/versions/abc`, caller),
        ...BODIES.map((body) => (caller: Caller) => walk('POST', `/globals/${slug}?draft=true`, caller, body)),
      ]
      await inFlight(
        steps.map((step, index) => () => step(callerFor(index))),
        failures,
      )
      routes += 1
    }
    expect(failures).toEqual([])
  })

  it('walks every other route the config answers', { timeout: 300_000 }, async () => {
    const resolvedConfig = await resolved
    const others = routeTable(resolvedConfig).filter((route) => !walkedAbove(route, resolvedConfig))
    expect(others).toEqual(expect.arrayContaining(['POST /customers/me/identity', 'POST /users/login', 'POST /serials/import', 'GET /health']))
    // Last for each caller: the routes that end its session or its account.
    const ending = (route: Route) => /\/logout$|\/anonymise$/.test(route)
    const ordered = [...others.filter((route) => !ending(route)), ...others.filter(ending)]
    const failures: string[] = []
    for (const route of ordered) {
      const [method, template] = route.split(' ') as [string, string]
      const withParams = (id: string) => template.replace(/:\w+\??/g, id)
      const ids = template.includes(':') ? IDS : [ABSENT]
      const steps: Step[] =
        method === 'GET'
          ? [
              ...ids.map((id) => (caller: Caller) => walk(method, withParams(id), caller)),
              ...QUERIES.slice(0, 6).map((query) => (caller: Caller) => walk(method, `${withParams(ABSENT)}?${query}`, caller)),
            ]
          : [
              ...ids.map((id) => (caller: Caller) => walk(method, withParams(id), caller, '{"x":"\\u0000"}')),
              ...BODIES.map((body) => (caller: Caller) => walk(method, withParams(ABSENT), caller, body)),
            ]
      for (const [index, step] of steps.entries()) await step(callerFor(index)).catch((error: Error) => void failures.push(error.message))
      routes += 1
    }
    expect(failures).toEqual([])
    console.log(
      `no-5xx walk of the CMS: ${cases} requests (collections, globals and ${others.length} other routes, ${callers.length} callers in turn; replay: NO_5XX_ROTATION=${rotation})`,
    )
  })
})

/** Who sends a request: a name for messages, and the headers that make them that caller. */
type Caller = [name: string, headers: Record<string, string>]
/** One input to a route, sent as `caller`. */
type Step = (caller: Caller) => Promise<void>

/**
 * Runs `steps` a few at a time, noting each failure: most of a request waits on PostgreSQL, and
 * nothing in a collection's or global's walk depends on another step (the routes that end a
 * session, walked last, go one at a time).
 */
async function inFlight(steps: Array<() => Promise<void>>, failures: string[], concurrency = 6) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < steps.length) await steps[next++]!().catch((error: Error) => void failures.push(error.message))
    }),
  )
}

/** True for the routes the two walks above already take for each collection and global. */
function walkedAbove(route: Route, { collections, globals }: SanitizedConfig): boolean {
  const [method, path] = route.split(' ') as [string, string]
  const [, first, second, ...rest] = path.split('/')
  const tail = `${method} /${rest.join('/')}`
  if (first === 'globals') return globals.some(({ slug }) => slug === second) && /^(GET|POST) \/$|^GET \/versions(\/:id)?$/.test(tail)
  if (!collections.some(({ slug }) => slug === first)) return false
  const after = `${method} /${[second, ...rest].filter(Boolean).join('/')}`
  return /^(GET|PATCH|DELETE) \/(:id)?$|^POST \/$|^GET \/(count|versions(\/:id)?)$/.test(after)
}
