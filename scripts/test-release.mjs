// The release as it would ship (`npm run test:release`, docs/decisions/0081): the three images
// built with podman from the repository's Dockerfiles (scripts/release/images.mjs, cached by a hash
// of their inputs), the small overlay played with `podman kube play` (scripts/release/play.mjs) on
// a PostgreSQL container standing in for the managed one, behind HAProxy in the ingress's place,
// the migrations' Job first and the rest once it has completed, as the README's release steps go.
// Then a journey through it (e2e/release/), and a pod stopped with SIGTERM under consumers' writes
// losing none that was acknowledged; everything made is removed afterwards. Not in the suite
// (it does not fit its budget): run before each release (README, Production).
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, test } from 'node:test'
import { demoTotpSecret, fetchPost, staffLogin } from '../rules/src/staff-login.ts'
import { storedOnce, twoConsumersWriting, until } from './lib/fault-setup.mjs'
import { startObjectStorage } from './lib/object-storage.mjs'
import { accepts, onStop, runStep, stopAll, stopOnSignals } from './lib/processes.mjs'
import { everyReplicaSeen, startBalancer } from './lib/replicas.mjs'
import { committedMigrations, root, seed, startBackingServices, testProfile } from './lib/stack.mjs'
import { buildImages, imageSizes, podman } from './release/images.mjs'
import {
  containerLog,
  containerName,
  logOf,
  madeByRun,
  makeSecrets,
  play,
  podsFor,
  POSTGRES_CONTAINER,
  POSTGRES_VOLUME,
  releasePorts,
  renderForRun,
  secretsOf,
  startedAt,
  tearDown,
  untilReady,
} from './release/play.mjs'

const profile = { ...testProfile(), database: 'storefront' }
const dataDir = join(profile.dataDir, 'release')
/** The image's storefront build, copied out for the server functions' ids the journeys call (e2e/support.ts). */
const WEB_OUTPUT_DIR = '.output-release'
const log = (message) => console.log(`[release] ${message}`)
const hex = () => randomBytes(24).toString('hex')

let stack
let pods = []

before(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  // Whatever a run stopped half-way left behind; and on Ctrl-C, this run's.
  tearDown(madeByRun(podsFor([], {})))
  stopOnSignals()
  onStop(async () => void tearDown(madeByRun(pods)))
  const started = Date.now()
  const images = buildImages({ log })
  const sizes = imageSizes({ web: images.web, cms: images.cms, pgbouncer: images.pgbouncer })
  log(`images in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(images)}, MB ${JSON.stringify(sizes)}`)
  copyStorefrontBuild(images.web)

  // The managed PostgreSQL's stand-in, with the role and database the overlay names.
  const ports = releasePorts(profile)
  const database = { POSTGRES_DB: 'storefront', DATABASE_USER: 'storefront', DATABASE_PASSWORD: hex() }
  // On the host's network: a port already taken (another run on this slot) would stop it at once.
  if (await accepts(profile.postgresPort))
    throw new Error(`port ${profile.postgresPort} is taken: another stack on TEST_SLOT ${process.env.TEST_SLOT ?? 0}? Stop it or choose another slot`)
  podman([
    'run',
    '--detach',
    '--name',
    POSTGRES_CONTAINER,
    '--network',
    'host',
    '--volume',
    `${POSTGRES_VOLUME}:/var/lib/postgresql/data`,
    ...Object.entries({ ...database, POSTGRES_PASSWORD: hex(), PORT: String(profile.postgresPort), LISTEN_ADDRESSES: '127.0.0.1' }).flatMap(([key, value]) => [
      '--env',
      `${key}=${value}`,
    ]),
    images.postgres,
  ])
  const databaseUrl = `postgres://${database.DATABASE_USER}:${database.DATABASE_PASSWORD}@127.0.0.1:${profile.postgresPort}/${database.POSTGRES_DB}`
  await until(
    () => {
      // One that stopped says why before the teardown removes it with its log.
      if (podman(['container', 'inspect', '--format', '{{.State.Status}}', POSTGRES_CONTAINER]) === 'exited') {
        throw new Error(`the PostgreSQL container exited; its log:\n${containerLog(POSTGRES_CONTAINER)}`)
      }
      return accepts(profile.postgresPort)
    },
    'the PostgreSQL container',
    { timeoutMs: 60_000 },
  )
  // Not the embedded PostgreSQL: the stand-ins only, and the servers' local settings.
  process.env.DATABASE_URL = databaseUrl
  const { env } = await startBackingServices(profile)
  Object.assign(env, await startObjectStorage({ dir: join(dataDir, 'object-storage'), port: profile.objectStoragePort, fresh: true }))
  const secretValues = {
    ...env,
    DATABASE_PASSWORD: database.DATABASE_PASSWORD,
    RATE_LIMIT_DATABASE_PASSWORD: database.DATABASE_PASSWORD,
    PAYLOAD_SECRET: hex(),
    PREVIEW_SECRET: hex(),
    SESSION_RECEIPT_SECRET: hex(),
    SECOND_FACTOR_KEY: hex(),
    IDENTITY_CI_HASH_KEY: env.IDENTITY_CI_HASH_KEY ?? hex(),
    FIREBASE_API_KEY: env.FIREBASE_API_KEY,
  }
  const secrets = secretsOf(secretValues)
  const secretKeys = new Set(Object.values(secrets).flatMap(Object.keys))
  // A local run's settings (the stand-ins, the emulator, LOCAL_RUN), over the overlay's.
  const NOT_CONFIG = ['DATABASE_URL', 'CMS_URL', 'NEXT_DIST_DIR', 'WEB_OUTPUT_DIR', 'UPLOADS_DIR', 'SEED_PASSWORD', 'SEED_TOTP_SECRET']
  const local = Object.fromEntries(Object.entries(env).filter(([key]) => !NOT_CONFIG.includes(key) && !secretKeys.has(key)))
  const objects = renderForRun({
    images,
    config: {
      'database-config': { POSTGRES_HOST: '127.0.0.1', POSTGRES_PORT: String(profile.postgresPort) },
      // One proxy of ours in front, HAProxy, as the ingress is on the cluster.
      'cms-config': { ...local, TRUSTED_PROXY_HOPS: '1' },
      'web-config': { ...local, TRUSTED_PROXY_HOPS: '1' },
    },
    secrets,
  })
  pods = podsFor(objects, { ports, services: { 'pgbouncer:6432': `127.0.0.1:${ports.pgbouncer}`, 'cms:3001': `127.0.0.1:${profile.cmsPort}` } })
  makeSecrets(objects, join(dataDir, 'secrets'))

  // Migrations first (README, Production: the Job alone with the ConfigMaps it reads, waited for).
  const migrate = pods.find((pod) => pod.kind === 'Job')
  const migrateStarted = Date.now()
  play([migrate], join(dataDir, 'pods'))
  const code = podman(['wait', containerName(migrate)])
  assert.equal(code, '0', `the migrate Job's pod failed:\n${logOf(migrate)}`)
  const ran = await rowsOf(databaseUrl, 'SELECT name FROM payload_migrations')
  assert.deepEqual(
    committedMigrations().filter((name) => !ran.some((row) => row.name === name)),
    [],
  )
  log(`the migrate Job's pod applied ${committedMigrations().length} migrations in ${Math.round((Date.now() - migrateStarted) / 1000)} s`)
  // The demo's staff and catalogue, as a first deployment's admin would enter them (the seed, from this checkout).
  await seed({ ...env, ...secretValues, DATABASE_URL: databaseUrl })

  // Then the rest; HAProxy in the ingress's place, before the storefronts, whose readiness asks the CMS through it.
  const servers = pods.filter((pod) => pod.kind !== 'Job')
  const [webPods, cmsPods] = [servers.filter((pod) => pod.workload === 'web'), servers.filter((pod) => pod.workload.startsWith('cms'))]
  await startBalancer(
    profile,
    webPods.map((web, index) => ({ web: { name: web.name, port: web.port }, cms: { name: cmsPods[index].name, port: cmsPods[index].port } })),
    join(dataDir, 'balancer'),
  )
  play(servers, join(dataDir, 'pods'))
  const ready = await Promise.all(servers.map(async (pod) => ({ pod: pod.name, ms: (await untilReady(pod)) - startedAt(pod) })))
  log(
    `ready, from each container's start (all at once on this machine's cores): ${ready.map(({ pod, ms }) => `${pod} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
  )
  const urls = { web: `http://localhost:${profile.webPort}`, cms: `http://localhost:${profile.cmsPort}` }
  await until(() => everyReplicaSeen(urls, 2), 'both balancers reaching two replicas each', { timeoutMs: 60_000 })
  stack = { env, servers: urls, sizes, query: (sql, params) => rowsOf(databaseUrl, sql, params) }
  // The admin's one sign-in for the journey (e2e/support.ts): this process remembers the code it
  // used, so the next sign-in here waits for a fresh one rather than being refused a used one.
  const admin = { email: 'admin@storefront.test', password: env.SEED_PASSWORD, totpSecret: demoTotpSecret(env) }
  stack.adminToken = (await staffLogin(fetchPost(urls.cms), admin)).token
})

after(async () => {
  for (const pod of pods.filter((candidate) => candidate.kind !== 'Job')) {
    if (process.exitCode) console.log(`[release] ${pod.name}'s last lines:\n${logOf(pod)}`)
  }
  await stopAll()
  const left = tearDown(madeByRun(pods))
  rmSync(join(root, 'web', WEB_OUTPUT_DIR), { recursive: true, force: true })
  assert.deepEqual(left, [], 'everything the run made is removed')
  log('torn down: no pod, container, volume or secret of the run is left (the pods share the host’s network: none was made)')
})

/** The storefront's build out of its image, for the ids of its server functions (e2e/support.ts, scripts/lib/fault-setup.mjs). */
function copyStorefrontBuild(image) {
  const target = join(root, 'web', WEB_OUTPUT_DIR)
  rmSync(target, { recursive: true, force: true })
  const container = podman(['create', image])
  try {
    podman(['cp', `${container}:/app/.output`, target])
  } finally {
    podman(['rm', container])
  }
}

async function rowsOf(url, sql, params) {
  const { Client } = createRequire(join(root, 'cms/package.json'))('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

test('a customer signs up, verifies, registers a device and files an A/S request; staff move it a step', async () => {
  await runStep('journey', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/release/playwright.config.ts'], {
    cwd: root,
    env: {
      E2E_WEB_URL: stack.servers.web,
      E2E_CMS_URL: stack.servers.cms,
      E2E_OUTPUT_DIR: join(dataDir, 'playwright-results'),
      WEB_OUTPUT_DIR,
      FIREBASE_AUTH_EMULATOR_HOST: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
      FIREBASE_PROJECT_ID: stack.env.FIREBASE_PROJECT_ID,
      PORTONE_STAND_IN_URL: stack.env.PORTONE_STAND_IN_URL,
      SEED_PASSWORD: stack.env.SEED_PASSWORD,
      E2E_ADMIN_TOKEN: stack.adminToken,
    },
    timeoutMs: 5 * 60_000,
  })
})

test('a storefront and a CMS pod stopped with SIGTERM under consumers’ writes lose no acknowledged write', async () => {
  const loadSeconds = 30
  const load = await twoConsumersWriting(stack, { webOutputDir: WEB_OUTPUT_DIR, name: 'release', slot: 7, loadSeconds, log })
  await sleep((loadSeconds * 1000) / 3)
  // As a rollout or a drained node stops a pod: SIGTERM, the grace period, then the replacement.
  const stopped = ['web-0', 'cms-0'].map((name) => pods.find((pod) => pod.name === name))
  const times = []
  for (const pod of stopped) {
    const grace = String(pod.manifest.spec.terminationGracePeriodSeconds)
    const stoppedAt = Date.now()
    podman(['pod', 'stop', '--time', grace, pod.name])
    const stopMs = Date.now() - stoppedAt
    podman(['pod', 'start', pod.name])
    const readyMs = (await untilReady(pod)) - startedAt(pod)
    times.push(`${pod.name} stopped in ${(stopMs / 1000).toFixed(1)} s, ready ${(readyMs / 1000).toFixed(1)} s after its container started again`)
  }
  log(times.join('; '))
  await load.done
  const stored = await storedOnce(stack, load.submits)
  const acknowledged = load.submits.filter((submit) => submit.acknowledgedId)
  const outcomes = Object.groupBy(load.answers, (answer) => answer.outcome)
  log(
    `${load.submits.length} forms, ${acknowledged.length} acknowledged, answers ` +
      `${JSON.stringify(Object.fromEntries(Object.entries(outcomes).map(([outcome, list]) => [outcome, list.length])))}; missing ${stored.missing}, stored twice ${stored.twice}`,
  )
  assert.ok(acknowledged.length > 0)
  assert.equal(stored.missing, 0, JSON.stringify(stored.lost.missing))
  assert.equal(stored.twice, 0, JSON.stringify(stored.lost.twice))
  assert.equal(stored.acknowledgedOtherRecord, 0)
})
