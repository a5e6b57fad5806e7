// The production shape on one machine: what `npm start -- --replicas 2` runs (scripts/lib/
// replicas.mjs), two storefront and two CMS processes behind HAProxy with uploads in object
// storage, driven over HTTP as visitors, consumers and staff reach it. Run by scripts/test.mjs
// after the journeys, on a DEV_SLOT of its own, from the suite's production builds (its own,
// built here, when run alone without them: `node --test scripts/replicas.test.mjs`).
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, test } from 'node:test'
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { demoTotpSecret, fetchPost, staffLogin } from '../rules/src/staff-login.ts'
import { productionBuilds } from './lib/builds.mjs'
import { startPageViews } from './lib/fault-load.mjs'
import { storedOnce, twoConsumersWriting, until } from './lib/fault-setup.mjs'
import { s3Client, startObjectStorage } from './lib/object-storage.mjs'
import { stopAll } from './lib/processes.mjs'
import { startReplicas } from './lib/replicas.mjs'
import { DEMO_PASSWORD, devProfile, migrateAndSeed, root, startBackingServices, testProfile } from './lib/stack.mjs'

const slot = Number(process.env.DEV_SLOT ?? 1)
const suite = testProfile()
const suiteBuilt = existsSync(join(root, 'cms', suite.nextDistDir, '.source-hash')) && existsSync(join(root, 'web', suite.webOutputDir, '.source-hash'))
const profile = {
  ...devProfile(slot),
  database: 'storefront_replicas',
  ...(suiteBuilt && { nextDistDir: suite.nextDistDir, webOutputDir: suite.webOutputDir }),
}
// A 1×1 PNG: sharp makes the image sizes from it as from any upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let stack
const replicaUrl = (name) => `http://127.0.0.1:${stack.servers.ports.flatMap(({ web, cms }) => [web, cms]).find((replica) => replica.name === name).port}`
const log = (message) => console.log(`[replicas] ${message}`)

before(async () => {
  rmSync(profile.dataDir, { recursive: true, force: true })
  const { env, postgres } = await startBackingServices(profile, { freshDatabase: true })
  if (!suiteBuilt) await productionBuilds(profile, env)
  Object.assign(env, await startObjectStorage({ dir: join(profile.dataDir, 'object-storage'), port: profile.objectStoragePort, fresh: true }))
  await migrateAndSeed(env)
  const servers = await startReplicas(profile, env, { count: 2, dataDir: join(profile.dataDir, 'replicas') })
  stack = { env, postgres, servers, query: (sql, params) => postgres.query(profile.database, sql, params) }
  stack.admin = await staffToken(servers.cms, 'admin@storefront.test')
})

after(async () => {
  await stopAll()
  rmSync(profile.dataDir, { recursive: true, force: true })
})

/** Payload's JWT for a staff login, on the CMS at `cmsUrl`. */
async function staffToken(cmsUrl, email) {
  const credentials = { email, password: stack?.env.SEED_PASSWORD ?? DEMO_PASSWORD, totpSecret: demoTotpSecret(stack?.env) }
  return (await staffLogin(fetchPost(cmsUrl), credentials)).token
}

const asAdmin = (init = {}) => ({ ...init, headers: { authorization: `JWT ${stack.admin}`, ...init.headers } })
const json = async (response) => {
  const text = await response.text()
  assert.ok(response.ok, `${response.url}: ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

/** Which instances answer `url`'s health check over `tries` requests. */
async function instancesBehind(url, tries = 8) {
  const seen = new Set()
  for (let n = 0; n < tries; n += 1) seen.add((await json(await fetch(`${url}/api/health`))).instance)
  return [...seen].sort()
}

test('each load balancer spreads requests over both replicas, which say who they are', async () => {
  const web = await instancesBehind(stack.servers.web)
  const cms = await instancesBehind(stack.servers.cms)
  log(`instances answering ${stack.servers.web}/api/health: ${web.join(', ')}; ${stack.servers.cms}/api/health: ${cms.join(', ')}`)
  assert.deepEqual(web, ['web-1', 'web-2'])
  assert.deepEqual(cms, ['cms-1', 'cms-2'])
  for (const name of ['web-1', 'cms-2']) {
    const live = await json(await fetch(`${replicaUrl(name)}/api/health/live`))
    assert.deepEqual(live, { status: 'live', instance: name })
  }
})

test('an edit made through one CMS replica reaches the pages of every storefront replica', async () => {
  const [post] = (await json(await fetch(`${stack.servers.cms}/api/posts?where[_status][equals]=published&limit=1&depth=0`))).docs
  const path = `/posts/${post.id}`
  // Both storefront replicas have the page rendered before the edit: what they hold must change.
  for (const name of ['web-1', 'web-2']) assert.equal((await fetch(`${replicaUrl(name)}${path}`)).status, 200)
  const title = `${post.title} ${randomUUID().slice(0, 8)}`
  const edited = await fetch(
    `${replicaUrl('cms-1')}/api/posts/${post.id}`,
    asAdmin({ method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, _status: 'published' }) }),
  )
  await json(edited)
  const savedAt = Date.now()
  const arrivals = await Promise.all(
    ['web-1', 'web-2'].map(async (name) => {
      await until(async () => (await (await fetch(`${replicaUrl(name)}${path}`)).text()).includes(title), `${name} shows the new title`, {
        timeoutMs: 30_000,
        intervalMs: 50,
      })
      return `${name} ${Date.now() - savedAt} ms`
    }),
  )
  log(`the new title on every storefront replica after the CMS's answer: ${arrivals.join(', ')}`)
})

/** Uploads `name` to `collection` through `cmsUrl` as the admin, with `fields`; returns the document. */
async function upload(cmsUrl, collection, name, fields) {
  const form = new FormData()
  form.set('file', new Blob([PNG], { type: 'image/png' }), name)
  form.set('_payload', JSON.stringify(fields))
  return (await json(await fetch(`${cmsUrl}/api/${collection}`, asAdmin({ method: 'POST', body: form })))).doc
}

test('a file uploaded through one CMS replica is served by the other, and a private one only to staff and its owner', async () => {
  const bucket = { client: s3Client(stack.env), Bucket: stack.env.S3_BUCKET }
  const objectKeys = async () => ((await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.Bucket }))).Contents ?? []).map(({ Key }) => Key)

  const image = await upload(replicaUrl('cms-1'), 'media', `replica-${randomUUID().slice(0, 8)}.png`, { alt: '복제 서버 시험 이미지' })
  const fromOther = await fetch(`${replicaUrl('cms-2')}/api/media/file/${image.filename}`)
  assert.equal(fromOther.status, 200)
  assert.deepEqual(Buffer.from(await fromOther.arrayBuffer()), PNG)
  // Pages show it under the storefront's own origin, from either storefront replica.
  for (const name of ['web-1', 'web-2']) assert.equal((await fetch(`${replicaUrl(name)}/api/media/file/${image.filename}`)).status, 200)
  assert.ok((await objectKeys()).includes(`media/${image.filename}`), 'the image is in the bucket under media/')

  const [customer] = (await json(await fetch(`${stack.servers.cms}/api/customers?where[email][equals]=customer@storefront.test&depth=0`, asAdmin()))).docs
  // A prefix the sender picks stays inside the collection's folder.
  const receipt = await upload(replicaUrl('cms-1'), 'attachments', `receipt-${randomUUID().slice(0, 8)}.png`, {
    kind: 'receipt',
    customer: customer.id,
    prefix: 'media',
  })
  const stored = (await objectKeys()).filter((key) => key.endsWith(receipt.filename))
  assert.equal(stored.length, 1)
  assert.match(stored[0], /^attachments\//)
  const privateUrl = `${replicaUrl('cms-2')}/api/attachments/file/${receipt.filename}`
  assert.ok([401, 403, 404].includes((await fetch(privateUrl)).status), 'nobody signed in reads a receipt')
  const forStaff = await fetch(privateUrl, asAdmin())
  assert.equal(forStaff.status, 200)
  assert.deepEqual(Buffer.from(await forStaff.arrayBuffer()), PNG)
  // The bucket answers only signed requests: no address of it serves the file.
  const anonymous = await fetch(`${stack.env.S3_ENDPOINT}/${bucket.Bucket}/${stored[0]}`)
  assert.ok(anonymous.status >= 400, `the bucket refuses an unsigned read (${anonymous.status})`)
  const signed = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.Bucket, Key: stored[0] }))
  assert.deepEqual(Buffer.from(await signed.Body.transformToByteArray()), PNG)
})

test('a rate limit counts the requests every replica served', async () => {
  // Ten checks of one serial in 15 minutes, whichever replica answers (cms/src/collections/Serials/check).
  const serialNumber = `RPL${Date.now()}`
  const check = (name, n) =>
    fetch(`${replicaUrl(name)}/api/serials/check`, {
      method: 'POST',
      // The address the balancer would report: this test's own budget per client.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.250.${n}` },
      body: JSON.stringify({ serialNumber }),
    })
  for (let n = 1; n <= 10; n += 1) assert.equal((await check(n % 2 ? 'cms-1' : 'cms-2', n)).status, 200, `check ${n}`)
  for (const name of ['cms-1', 'cms-2']) {
    const refused = await check(name, 11)
    assert.equal(refused.status, 429)
    assert.match((await refused.json()).message, /정품 확인 요청이 너무 많습니다/)
  }
})

/** SIGTERM to the replicas `names`, as a deployment replacing them sends; resolves once each is back and in the balancer. */
async function restart(names) {
  const handles = names.map((name) => stack.servers.replicas[name])
  const before = handles.map((handle) => handle.restarts)
  for (const handle of handles) process.kill(handle.child.pid, 'SIGTERM')
  await until(async () => handles.every((handle, index) => handle.restarts > before[index]), `${names.join(', ')} started again`, { timeoutMs: 120_000 })
  for (const url of [stack.servers.web, stack.servers.cms]) {
    const both = () =>
      instancesBehind(url, 6).then(
        (seen) => seen.length === 2,
        () => false,
      )
    await until(both, `${url} balances over both replicas again`, { timeoutMs: 60_000 })
  }
}

test('a replica stopped in the middle of a visit costs no failed request', async () => {
  const [post] = (await json(await fetch(`${stack.servers.cms}/api/posts?where[_status][equals]=published&limit=1&depth=0`))).docs
  const pages = startPageViews(stack.servers.web, ['/', '/shops', `/posts/${post.id}`], { clients: 3, pauseMs: 50 })
  const api = startPageViews(stack.servers.cms, ['/api/shops?limit=1&depth=0', '/api/health'], { clients: 2, pauseMs: 50 })
  await sleep(1_000)
  const stoppedAt = Date.now()
  await restart(['web-1', 'cms-1'])
  const backAt = Date.now()
  await sleep(1_000)
  await Promise.all([pages.stop(), api.stop()])
  const views = [...pages.views, ...api.views]
  const during = views.filter((view) => view.at >= stoppedAt && view.at < backAt)
  const failed = views.filter((view) => !view.ok)
  log(`web-1 and cms-1 stopped and back in ${backAt - stoppedAt} ms: ${views.length} requests, ${during.length} while they were away, ${failed.length} failed`)
  assert.ok(during.length > 0, 'requests were made while the replicas were away')
  assert.deepEqual(failed, [])
})

test('SIGTERM to every server process under load loses no acknowledged write', async () => {
  const loadSeconds = 30
  // Behind the balancer every consumer of this machine comes from 127.0.0.1, one client budget
  // (WRITE_LIMITS.perClient) that two consumers' budgets (one session each) fit in many times over.
  const load = await twoConsumersWriting(stack, { webOutputDir: profile.webOutputDir, name: 'replicas', slot: 9, loadSeconds, log })
  await sleep((loadSeconds * 1000) / 3)
  const stoppedAt = Date.now()
  const back = restart(['web-1', 'web-2', 'cms-1', 'cms-2'])
  // While none is ready, the balancer answers for them, in Korean.
  let outage
  await until(async () => (outage = await fetch(stack.servers.web)).status === 503, 'the balancer has no storefront to send to', { intervalMs: 100 })
  assert.match(await outage.text(), /잠시 후 다시 이용해 주세요/)
  await back
  const backAt = Date.now()
  await load.done
  const stored = await storedOnce(stack, load.submits)
  const acknowledged = load.submits.filter((submit) => submit.acknowledgedId)
  const outcomes = Object.groupBy(load.answers, (answer) => answer.outcome)
  log(
    `every process stopped and back in ${backAt - stoppedAt} ms; ${load.submits.length} forms, ${acknowledged.length} acknowledged, ` +
      `answers ${JSON.stringify(Object.fromEntries(Object.entries(outcomes).map(([outcome, list]) => [outcome, list.length])))}; ` +
      `missing ${stored.missing}, stored twice ${stored.twice}`,
  )
  assert.ok(acknowledged.length > 0)
  assert.equal(stored.missing, 0, JSON.stringify(stored.lost.missing))
  assert.equal(stored.twice, 0, JSON.stringify(stored.lost.twice))
  assert.equal(stored.acknowledgedOtherRecord, 0)
})
