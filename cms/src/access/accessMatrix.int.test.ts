// The roles table (docs/product.md#roles-and-rights), checked cell by cell against every endpoint Payload exposes:
// every role × every collection and global × create/read/update/delete through REST; the version
// endpoints (list, by id, restore) of everything that keeps drafts; Payload's own preferences and
// document locks; and GraphQL, which is not served (docs/decisions/0048). Consumers sign in with real Auth
// Emulator ID tokens; staff with Payload tokens. Prints how many cells it checked.
import { readdirSync } from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { footer } from '@/seed/footer'
import { home } from '@/seed/home'
import { site } from '@/seed/site'
import { termsSeed } from '@/seed/content/terms'
import { sections } from '@/insights/sections'
import { createContext, type Context, type MatrixRole, roles } from '@/test/matrix/context'
import { check, type Allowed, type Op, ops } from '@/test/matrix/check'
import { specs } from '@/test/matrix/specs'
import { adminToolFixtures, checkLocks, checkPreferences } from '@/test/matrix/adminTools'
import { checkVersions, draftVersion, type VersionTarget } from '@/test/matrix/versions'
import { removeUsers, rest, testPayload } from '@/test/payload'

type Row = readonly [create: Allowed, read: Allowed, update: Allowed, remove: Allowed]
type Column = Record<Exclude<MatrixRole, 'anotherCustomer'>, Row>

const Y = 'yes'
const N = 'no'
const OWN = 'own'
const SELF = 'self'
const PUBLISHED = 'published'
const ALL: Row = [Y, Y, Y, Y]
const READ: Row = [N, Y, N, N]
const NONE: Row = [N, N, N, N]

/**
 * The roles table (docs/product.md#roles-and-rights), one entry per column. Where the design's table left a cell
 * empty ("—") and docs/contract.md has the storefront read anonymously, the contract's reading is marked ★ (the storefront reads these anonymously).
 * "own" is a consumer's own records: created for themselves, read and changed (a request: cancel
 * or pick another shop); never another consumer's.
 */
const rights: Record<string, Column> = {
  // content & globals: published content for consumers and visitors, drafts for staff.
  content: { admin: ALL, manager: ALL, staff: READ, customer: [N, PUBLISHED, N, N], visitor: [N, PUBLISHED, N, N] },
  // redirects ★ public read: every storefront navigation looks its path up (contract.md).
  redirects: { admin: ALL, manager: ALL, staff: READ, customer: READ, visitor: READ },
  // serials/products. Products ★ public read: listed as public content in contract.md.
  products: { admin: ALL, manager: ALL, staff: READ, customer: READ, visitor: READ },
  serials: { admin: ALL, manager: ALL, staff: READ, customer: NONE, visitor: NONE },
  // customers, devices: a consumer's record is created by signing in, a device by registering it.
  customers: { admin: ALL, manager: READ, staff: READ, customer: [N, OWN, OWN, N], visitor: NONE },
  // Staff revoke or transfer a registration with a note (status only, by field rules).
  devices: { admin: ALL, manager: [N, Y, Y, N], staff: [N, Y, Y, N], customer: [OWN, OWN, OWN, N], visitor: NONE },
  // service requests, trade-ins: staff roles read and change status and notes.
  requests: { admin: ALL, manager: [N, Y, Y, N], staff: [N, Y, Y, N], customer: [OWN, OWN, OWN, N], visitor: NONE },
  // A/S messages: consumers write on their own open requests, staff reply on any; nobody edits one
  // (an admin may correct), and only the request's customer and staff read them.
  messages: { admin: ALL, manager: [Y, Y, N, N], staff: [Y, Y, N, N], customer: [OWN, OWN, N, N], visitor: NONE },
  // survey responses ★ visitors answer surveys that need no login (such a response names no customer).
  responses: { admin: ALL, manager: READ, staff: READ, customer: [OWN, OWN, OWN, N], visitor: [Y, N, N, N] },
  // attachments: readable only by their owner and staff.
  uploads: { admin: ALL, manager: READ, staff: READ, customer: [OWN, OWN, N, N], visitor: NONE },
  // users & roles: staff read the team (names and roles, to see who has a request; e-mail their own
  // only, Users.int.test.ts) and edit their own profile. Managers too may edit their own profile.
  users: { admin: ALL, manager: [N, Y, SELF, N], staff: [N, Y, SELF, N], customer: NONE, visitor: NONE },
  // Teams: admins form them; staff read who leads whom (docs/decisions/0077).
  teams: { admin: ALL, manager: READ, staff: READ, customer: NONE, visitor: NONE },
  // Requests to correct, delete or stop processing: the customer files their own, staff answer them.
  dataRequests: { admin: ALL, manager: [N, Y, Y, N], staff: [N, Y, Y, N], customer: [OWN, OWN, N, N], visitor: NONE },
  // 개인정보 접속기록 (docs/decisions/0062): admins read them, nobody writes, changes or deletes one.
  accessRecords: { admin: READ, manager: NONE, staff: NONE, customer: NONE, visitor: NONE },
  // 접근권한 기록 (docs/decisions/0076): the same — admins read them, only the server's hooks write them.
  permissionRecords: { admin: READ, manager: NONE, staff: NONE, customer: NONE, visitor: NONE },
  // The daily check's flags: admins read them and note what they found, nobody makes or deletes one
  // (a manager reads and notes their own team's, AccessRecords.int.test.ts; the matrix's manager leads no team).
  accessAlerts: { admin: [N, Y, Y, N], manager: NONE, staff: NONE, customer: NONE, visitor: NONE },
  // customers' notices (KakaoTalk, texts, mails): written by the jobs only, read by staff.
  notices: { admin: READ, manager: READ, staff: READ, customer: NONE, visitor: NONE },
  // Announcements (광고성 정보, docs/decisions/0064): managers and admins write and send them, staff
  // read them, customers never; each recipient's row is written by the send job only.
  announcements: { admin: ALL, manager: ALL, staff: READ, customer: NONE, visitor: NONE },
  announcementRecipients: { admin: READ, manager: READ, staff: READ, customer: NONE, visitor: NONE },
  // Service programs (무상 수리 프로그램): managers and admins define them, staff read them, customers
  // only see on their own devices that one applies (its own endpoint); each owner's row is the notify job's.
  servicePrograms: { admin: ALL, manager: ALL, staff: READ, customer: NONE, visitor: NONE },
  serviceProgramNotices: { admin: READ, manager: READ, staff: READ, customer: NONE, visitor: NONE },
  // Real visits' Web Vitals (docs/decisions/0074): managers and admins read them; only the storefront's server writes them, nobody changes one.
  webVitals: { admin: READ, manager: READ, staff: NONE, customer: NONE, visitor: NONE },
}

const columnOf: Record<string, string> = {
  posts: 'content',
  pages: 'content',
  shops: 'content',
  'trade-in-events': 'content',
  surveys: 'content',
  media: 'content',
  redirects: 'redirects',
  products: 'products',
  serials: 'serials',
  customers: 'customers',
  devices: 'devices',
  'service-requests': 'requests',
  'trade-ins': 'requests',
  'service-messages': 'messages',
  'survey-responses': 'responses',
  attachments: 'uploads',
  users: 'users',
  teams: 'teams',
  'data-requests': 'dataRequests',
  'access-records': 'accessRecords',
  'access-alerts': 'accessAlerts',
  'permission-records': 'permissionRecords',
  notices: 'notices',
  announcements: 'announcements',
  'announcement-recipients': 'announcementRecipients',
  'service-programs': 'servicePrograms',
  'service-program-notices': 'serviceProgramNotices',
  'web-vitals': 'webVitals',
}

/** The other consumer follows the consumer's row, but the records in question are not theirs. */
function expected(column: Column, role: MatrixRole, op: Op): Allowed {
  const row = role === 'anotherCustomer' ? column.customer : column[role]
  const allowed = row[ops.indexOf(op)]
  if (role !== 'anotherCustomer' || allowed !== OWN) return allowed
  return op === 'create' ? OWN : N
}

describe('access matrix (docs/product.md, roles and rights)', () => {
  let payload: Payload
  let ctx: Context
  let cells = 0

  beforeAll(async () => {
    payload = await testPayload()
    ctx = await createContext(payload)
  })

  afterAll(async () => {
    await removeUsers(payload, [ctx.actors.admin.user!, ctx.actors.manager.user!, ctx.actors.staff.user!])
    console.log(`access matrix: ${cells} cells checked against the roles table`)
  })

  it('covers every collection of the config', () => {
    // payload-jobs: the mail outbox, closed to every role over the API (requests/mail/statusMailTask.int.test.ts).
    const internal = ['counters', 'payload-kv', 'payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs']
    const configured = payload.config.collections.map(({ slug }) => slug).filter((slug) => !internal.includes(slug))
    expect(specs.map(({ slug }) => slug).sort()).toEqual(configured.sort())
  })

  it.each(specs.map((spec) => [spec.slug, spec] as const))('%s', async (slug, spec) => {
    const column = rights[columnOf[slug]]
    const fixtures = { read: await spec.fixture(ctx), hidden: await spec.hidden?.(ctx) }
    const mismatches: string[] = []
    for (const role of roles) {
      for (const op of ops) {
        const problem = await check({ ctx, spec, fixtures, actor: ctx.actors[role], op, allowed: expected(column, role, op) })
        cells += 1
        if (problem) mismatches.push(`${role} ${op}: ${problem}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  const globalData = (slug: string) =>
    ({ site: site(env.WEB_URL), home: home('/posts/1', '/trade-in/1'), footer, terms: termsSeed })[slug] as Record<string, unknown>

  it.each(['site', 'home', 'footer', 'terms'] as const)('global %s', async (slug) => {
    const data = globalData(slug)
    const mismatches: string[] = []
    for (const role of roles) {
      const { headers } = ctx.actors[role]
      const read = await rest(`/globals/${slug}`, { headers })
      const update = await rest(`/globals/${slug}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(data) })
      const mayUpdate = rights.content[role === 'anotherCustomer' ? 'customer' : role][2] === Y
      if (read.status !== 200) mismatches.push(`${role} read: expected 200, got ${read.status}`)
      if (update.status !== (mayUpdate ? 200 : 403)) mismatches.push(`${role} update: expected ${mayUpdate ? 200 : 403}, got ${update.status}`)
      cells += 2
    }
    expect(mismatches).toEqual([])
  })

  // Drafts are kept as versions: reading versions is reading drafts (staff only), restoring one is an update.
  it('versions of every collection and global that keeps them', async () => {
    const targets: [string, VersionTarget][] = []
    for (const { slug, versions } of payload.config.collections) {
      if (!versions) continue
      const spec = specs.find((candidate) => candidate.slug === slug)
      if (!spec?.hidden) throw new Error(`${slug} keeps versions: give its spec a draft (hidden) fixture`)
      const draft = await spec.hidden(ctx)
      const { docs } = await payload.findVersions({ collection: slug, where: { parent: { equals: draft.id } }, limit: 1 })
      targets.push([slug, { base: `/${slug}`, versionId: docs[0].id }])
    }
    for (const { slug, versions } of payload.config.globals) {
      if (versions) targets.push([`global ${slug}`, await draftVersion(ctx, 'global', slug, globalData(slug))])
    }
    const mismatches: string[] = []
    for (const [name, target] of targets) {
      for (const role of roles) {
        const row = rights.content[role === 'anotherCustomer' ? 'customer' : role]
        const mayRead = row[1] === Y
        const mayRestore = row[2] === Y
        const problems = await checkVersions(target, ctx.actors[role], mayRead, mayRestore)
        cells += 3
        mismatches.push(...problems.map((problem) => `${name} ${role} ${problem}`))
      }
    }
    console.log(`versions: ${targets.map(([name]) => name).join(', ')}`)
    expect(mismatches).toEqual([])
  })

  it('the admin panel’s preferences and document locks', async () => {
    const { victim, preference, lock } = await adminToolFixtures(ctx)
    const mismatches: string[] = []
    try {
      for (const role of roles) {
        const preferences = await checkPreferences(role, ctx.actors[role], preference, ctx)
        const locks = await checkLocks(role, ctx.actors[role], lock, ctx)
        cells += 12
        mismatches.push(...preferences.map((problem) => `${role} preferences ${problem}`), ...locks.map((problem) => `${role} locks ${problem}`))
      }
    } finally {
      await removeUsers(payload, [victim])
    }
    expect(mismatches).toEqual([])
  })

  // 운영 지표 (docs/product.md#insights): every staff role reads every section, as JSON and as CSV;
  // a customer is refused (403) and a visitor asked to sign in (401), with no figure in the answer.
  it('the insights: staff roles read them, customers and visitors get nothing', async () => {
    const mismatches: string[] = []
    for (const role of roles) {
      const expected = { admin: 200, manager: 200, staff: 200, customer: 403, anotherCustomer: 403, visitor: 401 }[role]
      for (const { key } of sections) {
        for (const query of ['weeks=4', 'weeks=4&format=csv&figure=none']) {
          const response = await rest(`/insights/${key}?${query}`, { headers: ctx.actors[role].headers })
          const body = await response.text()
          // A staff member's CSV without a figure named is refused for that reason, after the access check.
          const want = query.includes('csv') && expected === 200 ? 400 : expected
          cells += 1
          if (response.status !== want || (want !== 200 && body.includes('figures')))
            mismatches.push(`${role} ${key} ${query}: expected ${want}, got ${response.status}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  // GraphQL is off (docs/decisions/0048): the REST catch-all is the only Next route under /api, so
  // /api/graphql and its playground reach Payload's REST handler, which knows neither. Every role
  // gets what a route that does not exist answers, and a query's data never.
  it('GraphQL is not served: /api/graphql and its playground answer every role as a route that does not exist', async () => {
    expect(payload.config.graphQL.disable).toBe(true)
    expect(readdirSync(new URL('../app/(payload)/api', import.meta.url))).toEqual(['[...slug]'])
    const query = '{ Users { docs { id email } } }'
    /** Status and body, with the path Payload's "not found" names made the same for every route. */
    const answer = async (method: 'GET' | 'POST', path: string, headers: Record<string, string>) => {
      const response = await (method === 'POST'
        ? rest(path, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
        : rest(`${path}?query=${encodeURIComponent(query)}`, { headers }))
      return `${response.status} ${(await response.text()).replaceAll(`/api${path}`, '/api/…')}`
    }
    const mismatches: string[] = []
    for (const role of roles) {
      const { headers } = ctx.actors[role]
      for (const [method, path] of [
        ['POST', '/graphql'],
        ['GET', '/graphql'],
        ['GET', '/graphql-playground'],
      ] as const) {
        const nowhere = await answer(method, '/no-such-route', headers)
        const got = await answer(method, path, headers)
        cells += 1
        if (!nowhere.startsWith('404 ') || got !== nowhere)
          mismatches.push(`${role} ${method} ${path}: expected ${nowhere.slice(0, 120)}, got ${got.slice(0, 120)}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})
