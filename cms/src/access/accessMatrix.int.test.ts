// The roles table of DESIGN §3, checked cell by cell through the REST API: every role × every
// collection and global × create/read/update/delete. Consumers sign in with real Auth Emulator
// ID tokens; staff with Payload tokens. Prints how many cells it checked.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/env'
import { footer } from '@/seed/footer'
import { home } from '@/seed/home'
import { site } from '@/seed/site'
import { termsSeed } from '@/seed/content/terms'
import { emulator } from '@/test/firebase'
import { createContext, type Context, type MatrixRole, roles } from '@/test/matrix/context'
import { check, type Allowed, type Op, ops } from '@/test/matrix/check'
import { specs } from '@/test/matrix/specs'
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
 * DESIGN §3 "Roles", one entry per column of the table. Where the table's "—" meets a rule of
 * docs/contract.md, the contract's reading is marked ★ (the storefront reads these anonymously).
 * "own" is a consumer's own records: created for themselves, read and changed (a request: cancel
 * or pick another shop); never another consumer's.
 */
const design: Record<string, Column> = {
  // content & globals: published content for consumers and visitors, drafts for staff.
  content: { admin: ALL, manager: ALL, staff: READ, customer: [N, PUBLISHED, N, N], visitor: [N, PUBLISHED, N, N] },
  // redirects ★ public read: every storefront navigation looks its path up (contract.md).
  redirects: { admin: ALL, manager: ALL, staff: READ, customer: READ, visitor: READ },
  // serials/products. Products ★ public read: listed as public content in contract.md.
  products: { admin: ALL, manager: ALL, staff: READ, customer: READ, visitor: READ },
  serials: { admin: ALL, manager: ALL, staff: READ, customer: NONE, visitor: NONE },
  // customers, devices: a consumer's record is created by signing in, a device by registering it.
  customers: { admin: ALL, manager: READ, staff: READ, customer: [N, OWN, OWN, N], visitor: NONE },
  devices: { admin: ALL, manager: READ, staff: READ, customer: [OWN, OWN, OWN, N], visitor: NONE },
  // service requests, trade-ins: staff roles read and change status and notes.
  requests: { admin: ALL, manager: [N, Y, Y, N], staff: [N, Y, Y, N], customer: [OWN, OWN, OWN, N], visitor: NONE },
  // survey responses ★ visitors answer surveys that need no login (DESIGN: "empty for anonymous surveys").
  responses: { admin: ALL, manager: READ, staff: READ, customer: [OWN, OWN, OWN, N], visitor: [Y, N, N, N] },
  // attachments (DESIGN: "readable only by their owner and staff").
  uploads: { admin: ALL, manager: READ, staff: READ, customer: [OWN, OWN, N, N], visitor: NONE },
  // users & roles: staff their own profile only. Managers too may edit their own profile.
  users: { admin: ALL, manager: [N, Y, SELF, N], staff: [N, SELF, SELF, N], customer: NONE, visitor: NONE },
}

const columnOf: Record<string, string> = {
  posts: 'content', pages: 'content', shops: 'content', 'trade-in-events': 'content', surveys: 'content', media: 'content',
  redirects: 'redirects', products: 'products', serials: 'serials', customers: 'customers', devices: 'devices',
  'service-requests': 'requests', 'trade-ins': 'requests', 'survey-responses': 'responses', attachments: 'uploads', users: 'users',
}

/** The other consumer follows the consumer's row, but the records in question are not theirs. */
function expected(column: Column, role: MatrixRole, op: Op): Allowed {
  const row = role === 'anotherCustomer' ? column.customer : column[role]
  const allowed = row[ops.indexOf(op)]
  if (role !== 'anotherCustomer' || allowed !== OWN) return allowed
  return op === 'create' ? OWN : N
}

describe.skipIf(!emulator)('access matrix (DESIGN §3)', () => {
  let payload: Payload
  let ctx: Context
  let cells = 0

  beforeAll(async () => {
    payload = await testPayload()
    ctx = await createContext(payload)
  })

  afterAll(async () => {
    await removeUsers(payload, [ctx.actors.admin.user!, ctx.actors.manager.user!, ctx.actors.staff.user!])
    console.log(`access matrix: ${cells} cells checked against DESIGN §3`)
  })

  it('covers every collection of the config', () => {
    const internal = ['counters', 'payload-kv', 'payload-locked-documents', 'payload-preferences', 'payload-migrations']
    const configured = payload.config.collections.map(({ slug }) => slug).filter((slug) => !internal.includes(slug))
    expect(specs.map(({ slug }) => slug).sort()).toEqual(configured.sort())
  })

  it.each(specs.map((spec) => [spec.slug, spec] as const))('%s', async (slug, spec) => {
    const column = design[columnOf[slug]]
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

  it.each(['site', 'home', 'footer', 'terms'] as const)('global %s', async (slug) => {
    const data = { site: site(env.WEB_URL), home: home('/posts/1', '/trade-in/1'), footer, terms: termsSeed }[slug]
    const mismatches: string[] = []
    for (const role of roles) {
      const { headers } = ctx.actors[role]
      const read = await rest(`/globals/${slug}`, { headers })
      const update = await rest(`/globals/${slug}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(data) })
      const mayUpdate = design.content[role === 'anotherCustomer' ? 'customer' : role][2] === Y
      if (read.status !== 200) mismatches.push(`${role} read: expected 200, got ${read.status}`)
      if (update.status !== (mayUpdate ? 200 : 403)) mismatches.push(`${role} update: expected ${mayUpdate ? 200 : 403}, got ${update.status}`)
      cells += 2
    }
    expect(mismatches).toEqual([])
  })
})
