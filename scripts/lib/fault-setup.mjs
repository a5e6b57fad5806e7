// What the fault runs share (`npm run faults`, scripts/faults.mjs, and the replicas journey,
// scripts/replicas.test.mjs): the storefront's write budgets, staff sessions on the CMS, consumers
// with devices to submit for, and every submit looked up in PostgreSQL afterwards.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import { demoTotpSecret, enrolTotp, fetchPost, staffLogin } from '../../rules/src/staff-login.ts'
import { serverFunctionIds, signedInConsumer, startLoad } from './fault-load.mjs'
import { DEMO_PASSWORD, root } from './stack.mjs'

/** Devices each consumer has before the load (registered by staff), for A/S and trade-ins. */
const DEVICES_EACH = 6

/**
 * The storefront's write limits, read from its own module (web/src/features/security/
 * write-limit.server.ts, loaded with Vite as its tests load it), so the load follows them as they
 * change. Every `{ points, duration }` it exports is listed with the figures; the pacing keeps each
 * consumer within the per-session, per-account and per-client budgets of WRITE_LIMITS. Any other limit the
 * storefront applies shows as answers refused for their rate, counted apart.
 */
export async function storefrontWriteLimits({ loadSeconds, log = console.log }) {
  const require = createRequire(join(root, 'web/package.json'))
  const { runnerImport } = await import(pathToFileURL(require.resolve('vite')).href)
  const { module } = await runnerImport(join(root, 'web/src/features/security/write-limit.server.ts'), {
    configFile: false,
    root: join(root, 'web'),
    resolve: { tsconfigPaths: true },
    logLevel: 'silent',
  })
  const found = {}
  const walk = (value, path) => {
    if (value && typeof value === 'object' && typeof value.points === 'number' && typeof value.duration === 'number') found[path] = { ...value }
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`)
  }
  for (const [name, value] of Object.entries(module)) walk(value, name)
  const { perAccount, perClient, perSession } = module.WRITE_LIMITS ?? {}
  if (!perAccount?.points || !perClient?.points || !perSession?.points)
    throw new Error(
      'write-limit.server.ts no longer exports WRITE_LIMITS.perAccount, .perSession and .perClient: tell scripts/faults.mjs where the budgets are',
    )
  // Each consumer has an address and a session of its own, so the smallest of its budgets binds; a
  // scenario's consumers are its own and its load (a minute) fits in one window. One write is the identity verification's start.
  const max = Math.min(perAccount.points, perClient.points, perSession.points) - 1
  // New forms up to half the budget: the rest is room for sending refused ones again.
  const newForms = Math.floor(max / 2)
  const interval = Math.round((loadSeconds * 1000) / newForms)
  log(`write limits: ${JSON.stringify(found)}; a new form every ${interval} ms per consumer, at most ${newForms} forms and ${max} writes each`)
  return { found, budget: { max, newForms }, interval, pacing: { intervalMs: interval, newFormsPerConsumer: newForms, writesPerConsumer: max } }
}

/** What every scenario needs: the admin's and a staff member's tokens, the model to register, a trade-in event. */
export async function prepare(stack, { webOutputDir }) {
  const cmsUrl = stack.servers.cms
  const credentials = { email: 'admin@storefront.test', password: stack.env.SEED_PASSWORD ?? DEMO_PASSWORD, totpSecret: demoTotpSecret(stack.env) }
  const admin = await cmsSession(cmsUrl, (await staffLogin(fetchPost(cmsUrl), credentials)).token)
  const staff = { email: `faults-staff-${Date.now()}@staff.storefront.test`, password: `Pw-faults-${Date.now()}` }
  await admin.send('POST', '/api/users', { ...staff, name: '장애 시험 직원', role: 'staff' }, 201)
  const [air] = (await admin.send('GET', '/api/products?where[code][equals]=VP-AIR&depth=0')).docs
  // An event of its own, with room for every trade-in the load files (the seeded one takes one per customer).
  const day = 24 * 60 * 60 * 1000
  const event = await admin.send(
    'POST',
    '/api/trade-in-events',
    {
      title: '장애 시험 보상 판매',
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + day).toISOString(),
      eligibleProducts: [{ product: air.id, credit: 30_000 }],
      perCustomerLimit: 1000,
      _status: 'published',
    },
    201,
  )
  const createSessionId = serverFunctionIds(join(root, 'web', webOutputDir, 'server')).get('createSession')
  if (!createSessionId) throw new Error('createSession is not in the storefront build’s server-function manifest')
  return {
    admin,
    // Its first sign-in enrols an authenticator app (docs/decisions/0075): that session is the one it keeps.
    staff: await cmsSession(cmsUrl, (await enrolTotp(fetchPost(cmsUrl), staff)).token),
    product: air,
    eventId: event.doc.id,
    createSessionId,
    runId: Date.now().toString(36).toUpperCase(),
  }
}

/** The CMS REST API as one staff member (Payload's JWT); `send` checks the status when given one. */
async function cmsSession(cmsUrl, token) {
  const send = async (method, path, body, expected) => {
    const csv = typeof body === 'string'
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': csv ? 'text/csv' : 'application/json' },
      body: body === undefined ? undefined : csv ? body : JSON.stringify(body),
    })
    const text = await response.text()
    if (expected ? response.status !== expected : !response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
    return JSON.parse(text)
  }
  return { send }
}

/**
 * `count` new consumers (a scenario's own: the rate budgets are per account and fixed
 * windows), each with DEVICES_EACH devices registered by staff, and the genuine serials they will
 * register during the load. `phoneOf(index)`: the mobile number each verifies (본인인증) with.
 */
export async function consumersFor(stack, setup, limits, name, slot, { count, phoneOf }) {
  const batch = `F${slot}${setup.runId}`
  const serials = Array.from({ length: count * (DEVICES_EACH + limits.budget.max) }, (_, index) => `${batch}-${String(index).padStart(5, '0')}`)
  await setup.admin.send('POST', '/api/serials/import', ['serial,product', ...serials.map((serial) => `${serial},${setup.product.code}`)].join('\n'))
  const consumers = await inBatches(
    Array.from({ length: count }, (_, index) => index),
    5,
    (index) =>
      signedInConsumer({
        webUrl: stack.servers.web,
        emulatorHost: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
        portOneUrl: stack.env.PORTONE_STAND_IN_URL,
        createSessionId: setup.createSessionId,
        // 198.18.0.0/15 is for benchmarks (RFC 2544): an address of its own per consumer.
        address: `198.18.${slot}.${index + 1}`,
        email: `faults-${name}-${index + 1}-${setup.runId.toLowerCase()}@storefront.test`,
        phoneNumber: phoneOf?.(index),
      }),
  )
  await inBatches(consumers, 5, async (consumer) => {
    const { docs } = await setup.admin.send('GET', `/api/customers?where[email][equals]=${encodeURIComponent(consumer.email)}&depth=0`)
    if (docs.length !== 1) throw new Error(`no customer record for ${consumer.email}`)
    consumer.customerId = docs[0].id
    for (let n = 0; n < DEVICES_EACH; n += 1) {
      const serial = serials.pop()
      const { doc } = await setup.admin.send(
        'POST',
        '/api/devices',
        { serialNumber: serial, customer: consumer.customerId, purchaseDate: new Date().toISOString(), purchasePlace: '바포레 홍대 직영점', status: 'active' },
        201,
      )
      consumer.devices.push({ serial, id: doc.id })
    }
  })
  return { consumers, serials }
}

async function inBatches(items, size, work) {
  const results = []
  for (let at = 0; at < items.length; at += size) results.push(...(await Promise.all(items.slice(at, at + size).map(work))))
  return results
}

/** Polls `condition` (a state, never a time) until it holds. */
export async function until(condition, what, { timeoutMs = 120_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`)
    await sleep(intervalMs)
  }
}

/**
 * Every submit looked up in PostgreSQL by what identifies it whatever key it was stored under: a
 * device by its serial, an A/S request or a trade-in by the form's key written into its text.
 */
export async function storedOnce(stack, submits) {
  const serials = submits.filter((submit) => submit.kind === 'register').map((submit) => submit.serial)
  const rows = [
    ...(await stack.query(`SELECT id, serial_number AS marker FROM devices WHERE serial_number = ANY($1)`, [serials])),
    ...(await stack.query(`SELECT id, substring(description FROM '시험 번호 (\\S+)$') AS marker FROM service_requests WHERE description LIKE '%시험 번호 %'`)),
    ...(await stack.query(`SELECT id, substring(condition_note FROM '시험 번호 (\\S+)$') AS marker FROM trade_ins WHERE condition_note LIKE '시험 번호 %'`)),
  ]
  const byMarker = new Map()
  for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), Number(row.id)])
  const found = { missing: [], twice: [], otherRecord: [], refusedButStored: 0 }
  for (const submit of submits) {
    const ids = byMarker.get(submit.kind === 'register' ? submit.serial : submit.key) ?? []
    const what = {
      kind: submit.kind,
      consumer: submit.consumer,
      marker: submit.kind === 'register' ? submit.serial : submit.key,
      acknowledgedId: submit.acknowledgedId,
      stored: ids,
    }
    if (ids.length > 1) found.twice.push(what)
    if (submit.acknowledgedId && ids.length === 0) found.missing.push({ ...what, answers: submit.answers })
    else if (submit.acknowledgedId && ids.length === 1 && ids[0] !== submit.acknowledgedId) found.otherRecord.push(what)
    if (!submit.acknowledgedId && ids.length > 0) found.refusedButStored += 1
  }
  return {
    missing: found.missing.length,
    twice: found.twice.length,
    acknowledgedOtherRecord: found.otherRecord.length,
    refusedButStored: found.refusedButStored,
    lost: found,
  }
}

/** Today in Seoul, as the forms' date fields take it. */
export const seoulDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())

/**
 * Two consumers of their own writing through the storefront for `loadSeconds` (within its write
 * limits), then a minute to settle: the load a rollout or a drained node meets. The load's
 * `done`, `submits` and `answers` tell what was acknowledged (replicas.test.mjs, test-release.mjs).
 */
export async function twoConsumersWriting(stack, { webOutputDir, name, slot, loadSeconds, log }) {
  const limits = await storefrontWriteLimits({ loadSeconds, log })
  const setup = await prepare(stack, { webOutputDir })
  const { consumers, serials } = await consumersFor(stack, setup, limits, name, slot, { count: 2 })
  return startLoad(consumers, {
    seconds: loadSeconds,
    interval: limits.interval,
    settleSeconds: 60,
    budget: limits.budget,
    context: { serials, today: seoulDay(), eventId: setup.eventId },
  })
}
