// The whole product on one machine: PostgreSQL, the Auth Emulator, migrations, seed, CMS and
// storefront, in the order docs/contract.md gives. Used by dev.mjs (ports 3000/3001) and
// test.mjs (3100/3101), so both can run at once.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAuthEmulator } from './firebase-emulator.mjs'
import { startKakaoStandIn } from './kakao-stand-in.mjs'
import { startMailCatcher } from './mail-catcher.mjs'
import { startPostcodeStandIn } from './postcode-stand-in.mjs'
import { startPortOneStandIn } from './portone-stand-in.mjs'
import { startSolapiStandIn } from './solapi-stand-in.mjs'
import { startEmbeddedPostgres } from './postgres.mjs'
import { answers, runStep, startService } from './processes.mjs'

export const root = resolve(fileURLToPath(import.meta.url), '../../..')
export const DEMO_PASSWORD = 'storefront-demo'

export const profiles = {
  dev: {
    webPort: 3000,
    cmsPort: 3001,
    postgresPort: 54320,
    postgresDir: join(root, '.data/postgres'),
    database: 'storefront',
    emulator: { port: 9099, hubPort: 4400, loggingPort: 4500, projectId: 'demo-storefront' },
    emulatorDir: join(root, '.data/firebase'),
    // Dev keeps the emulator's users between runs, as it keeps the database.
    emulatorStateDir: join(root, '.data/firebase/state'),
    kakaoPort: 3090,
    // The SMTP catcher (stand-ins/mail): SMTP and its HTTP API.
    smtpPort: 3091,
    mailApiPort: 3092,
    // The postcode search's script and search page (stand-ins/postcode).
    postcodePort: 3094,
    // The PortOne stand-in (stand-ins/portone): 19 past a multiple of 20, where no other family's
    // slot lands (test slots add 20 each, dev slots 5 + 20 each).
    portOnePort: 3099,
    // The SOLAPI stand-in (stand-ins/solapi): KakaoTalk notices and text messages.
    solapiPort: 3093,
    // Object storage (scripts/lib/object-storage.mjs) takes this port and the four after it; the
    // replicas command's servers this one and the nineteen after it (scripts/lib/replicas.mjs).
    // Each family sits apart from the others and from the test profile's, slots included.
    objectStoragePort: 3400,
    replicaPorts: 3700,
    nextDistDir: '.next',
    webOutputDir: '.output',
  },
  test: {
    webPort: 3100,
    cmsPort: 3101,
    postgresPort: 54330,
    postgresDir: join(root, '.data/test/postgres'),
    database: 'storefront_test',
    emulator: { port: 9199, hubPort: 4410, loggingPort: 4510, projectId: 'demo-storefront-test' },
    // The journeys' own emulator: the integration tests (the seed's own) delete and make again the
    // demo customer in theirs, so the journeys' seed would otherwise wait for them (scripts/test.mjs).
    journeyEmulator: { port: 9189, hubPort: 4430, loggingPort: 4530, projectId: 'demo-storefront-journeys' },
    emulatorDir: join(root, '.data/test/firebase'),
    kakaoPort: 3190,
    smtpPort: 3191,
    mailApiPort: 3192,
    postcodePort: 3194,
    portOnePort: 3199,
    solapiPort: 3193,
    objectStoragePort: 3410,
    replicaPorts: 4000,
    nextDistDir: '.next-test',
    webOutputDir: '.output-test',
    // Uploads of a test run go with its other data, not into the dev uploads folder.
    uploadsDir: join(root, '.data/test/uploads'),
    dataDir: join(root, '.data/test'),
  },
}

/**
 * The test profile moved to its own ports, folders and build outputs, so several test runs
 * (e.g. two people's, or `npm test -- --e2e` while the full suite runs) do not collide. Slot 0 is
 * the test profile itself. The emulator's hub and logging ports move one apart, not twenty: those
 * two families sit only 100 apart, and slot 5's hub would take slot 0's logging port.
 */
export function testProfile(slot = Number(process.env.TEST_SLOT ?? 0)) {
  if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error(`TEST_SLOT must be 0–9, not ${process.env.TEST_SLOT}`)
  if (slot === 0) return profiles.test
  return moved(
    profiles.test,
    { folder: `test-${slot}`, suffix: `${slot}` },
    (port) => port + slot * 20,
    (port) => port + slot,
  )
}

/**
 * The dev profile moved to its own ports and folder (`DEV_SLOT=1..10`), so a test can run the
 * run command itself beside a developer's `npm run dev` and the test stacks. The ports sit 5 off
 * the dev and test families, so no slot of one meets a slot of the other.
 */
/**
 * What `npm start -- --object-storage` (and `--replicas N`) runs on: the dev profile with a
 * database of its own (uploads in the bucket and the rows naming them go together, so the dev
 * database's files on disk are never looked for in the bucket) and the local store's folder.
 */
export function objectStorageProfile(profile = devProfile()) {
  return { ...profile, database: `${profile.database}_objects`, objectStorageDir: join(profile.dataDir ?? join(root, '.data'), 'object-storage') }
}

export function devProfile(slot = Number(process.env.DEV_SLOT ?? 0)) {
  if (!Number.isInteger(slot) || slot < 0 || slot > 10) throw new Error(`DEV_SLOT must be 0–10, not ${process.env.DEV_SLOT}`)
  if (slot === 0) return profiles.dev
  const shift = (port) => port + 5 + slot * 20
  return moved(profiles.dev, { folder: `dev-${slot}`, suffix: `dev-${slot}` }, shift, shift)
}

/**
 * `base` on other ports (`shift`, and `shiftSuite` for the emulator suite's own), its data in
 * `.data/<folder>` and its builds in folders ending `-<suffix>`.
 */
function moved(base, { folder: name, suffix }, shift, shiftSuite) {
  const folder = join(root, `.data/${name}`)
  return {
    ...base,
    webPort: shift(base.webPort),
    cmsPort: shift(base.cmsPort),
    postgresPort: shift(base.postgresPort),
    postgresDir: join(folder, 'postgres'),
    emulator: {
      ...base.emulator,
      // A project of its own: the emulator's export on exit finds its hub by the project's locator
      // file in the temp folder, which another slot's emulator of the same project overwrites, and
      // then saves that emulator's users (seen when two dev slots ran at once).
      projectId: `${base.emulator.projectId}-${suffix}`,
      port: shift(base.emulator.port),
      hubPort: shiftSuite(base.emulator.hubPort),
      loggingPort: shiftSuite(base.emulator.loggingPort),
    },
    ...(base.journeyEmulator && {
      journeyEmulator: {
        projectId: `${base.journeyEmulator.projectId}-${suffix}`,
        port: shift(base.journeyEmulator.port),
        hubPort: shiftSuite(base.journeyEmulator.hubPort),
        loggingPort: shiftSuite(base.journeyEmulator.loggingPort),
      },
    }),
    emulatorDir: join(folder, 'firebase'),
    ...(base.emulatorStateDir && { emulatorStateDir: join(folder, 'firebase/state') }),
    kakaoPort: shift(base.kakaoPort),
    smtpPort: shift(base.smtpPort),
    mailApiPort: shift(base.mailApiPort),
    postcodePort: shift(base.postcodePort),
    portOnePort: shift(base.portOnePort),
    solapiPort: shift(base.solapiPort),
    objectStoragePort: shift(base.objectStoragePort),
    replicaPorts: shift(base.replicaPorts),
    nextDistDir: `${base.nextDistDir}-${suffix}`,
    webOutputDir: `${base.webOutputDir}-${suffix}`,
    uploadsDir: join(folder, 'uploads'),
    dataDir: folder,
  }
}

/**
 * The migrations and the seed, in one start of Payload from a bundle of the CMS's code
 * (cms/scripts/set-up-database.mjs): a third of the CPU of `payload migrate` and `pnpm seed`.
 */
const setUpDatabase = (steps, env) =>
  runStep(`cms ${steps.join(' and ')}`, process.execPath, ['scripts/set-up-database.mjs', ...steps.map((step) => `--${step}`)], {
    cwd: join(root, 'cms'),
    env,
    timeoutMs: 5 * 60_000,
  })

/** A real Firebase project is configured when a non-demo project id is given. */
const realFirebaseProject = () => {
  const id = process.env.FIREBASE_PROJECT_ID
  return Boolean(id && !id.startsWith('demo-'))
}

const SMTP_SETTINGS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM_ADDRESS', 'MAIL_FROM_NAME']
const POSTCODE_SETTINGS = ['POSTCODE_SCRIPT_URL', 'POSTCODE_FRAME_ORIGIN']
const PORTONE_SETTINGS = ['PORTONE_STORE_ID', 'PORTONE_CHANNEL_KEY', 'PORTONE_API_SECRET', 'PORTONE_API_URL', 'PORTONE_BROWSER_SDK_URL', 'IDENTITY_CI_HASH_KEY']
const SOLAPI_SETTINGS = ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER', 'SOLAPI_PF_ID', 'SOLAPI_TEMPLATE_IDS', 'SOLAPI_TIMEOUT_MS']
const KAKAO_SETTINGS = ['KAKAO_REST_API_KEY', 'KAKAO_CLIENT_SECRET', 'KAKAO_REDIRECT_URI', 'KAKAO_AUTHORIZE_URL', 'KAKAO_TOKEN_URL', 'KAKAO_USER_URL']

/**
 * Starts PostgreSQL, the emulator, the Kakao, PortOne, SOLAPI and postcode stand-ins and the mail catcher as needed; returns the environment both
 * servers share, and the PostgreSQL and emulator handles when they are embedded.
 */
export async function startBackingServices(profile, { freshDatabase = false } = {}) {
  const env = {
    LOCAL_RUN: '1',
    SEED_PASSWORD: process.env.SEED_PASSWORD ?? DEMO_PASSWORD,
    // The demo logins' authenticator secret when one is chosen (else the seed's default): the tools compute codes from the same.
    ...(process.env.SEED_TOTP_SECRET && { SEED_TOTP_SECRET: process.env.SEED_TOTP_SECRET }),
    WEB_URL: `http://localhost:${profile.webPort}`,
    SITE_URL: `http://localhost:${profile.webPort}`,
    CMS_URL: `http://127.0.0.1:${profile.cmsPort}`,
    // The admin panel as staff's browsers open it (README): its cookie counts from this origin only.
    CMS_PUBLIC_URL: `http://localhost:${profile.cmsPort}`,
    NEXT_DIST_DIR: profile.nextDistDir,
    WEB_OUTPUT_DIR: profile.webOutputDir,
    ...(profile.uploadsDir && { UPLOADS_DIR: profile.uploadsDir }),
  }

  // A real Kakao app, mail server or postcode script (its settings in the environment): those; otherwise the stand-ins.
  const copy = (names) => {
    for (const name of names) if (process.env[name]) env[name] = process.env[name]
  }
  const add = (settings) => Object.assign(env, settings)
  // Independent of each other, so started at once: the emulator's start is seconds of one core,
  // PostgreSQL's mostly the disk's.
  const [postgres, emulator] = await Promise.all([
    process.env.DATABASE_URL ? null : startEmbeddedPostgres({ dataDir: profile.postgresDir, port: profile.postgresPort }),
    realFirebaseProject() ? null : startAuthEmulator({ root, workDir: profile.emulatorDir, stateDir: profile.emulatorStateDir, ...profile.emulator }),
    process.env.KAKAO_REST_API_KEY ? copy(KAKAO_SETTINGS) : startKakaoStandIn({ root, port: profile.kakaoPort, siteUrl: env.SITE_URL }).then(add),
    process.env.SMTP_HOST ? copy(SMTP_SETTINGS) : startMailCatcher({ root, smtpPort: profile.smtpPort, httpPort: profile.mailApiPort }).then(add),
    process.env.POSTCODE_SCRIPT_URL ? copy(POSTCODE_SETTINGS) : startPostcodeStandIn({ root, port: profile.postcodePort }).then(add),
    process.env.PORTONE_API_SECRET ? copy(PORTONE_SETTINGS) : startPortOneStandIn({ root, port: profile.portOnePort }).then(add),
    process.env.SOLAPI_API_KEY ? copy(SOLAPI_SETTINGS) : startSolapiStandIn({ root, port: profile.solapiPort, siteUrl: env.SITE_URL }).then(add),
  ])

  if (postgres) {
    await postgres.ensureDatabase(profile.database, { fresh: freshDatabase })
    env.DATABASE_URL = postgres.urlFor(profile.database)
  } else env.DATABASE_URL = process.env.DATABASE_URL

  if (emulator) {
    const { projectId } = profile.emulator
    Object.assign(env, {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    })
  } else env.FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID
  return { env, postgres, emulator }
}

/**
 * The test profile's second Auth Emulator, for the journeys; returns the servers' Firebase settings
 * pointing at it, or none when a real Firebase project is configured.
 */
export async function startJourneyEmulator(profile) {
  if (realFirebaseProject()) return {}
  const { projectId } = profile.journeyEmulator
  const emulator = await startAuthEmulator({ root, workDir: join(profile.emulatorDir, 'journeys'), name: 'journey-emulator', ...profile.journeyEmulator })
  return {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  }
}

/**
 * Applies the committed migrations (never a schema push) and confirms that the database has run
 * every one of them, since a migrate run has been seen to exit 0 having applied nothing. The
 * confirmation reads Payload's own table rather than starting Payload again for migrate:status.
 */
export async function migrate(env) {
  await setUpDatabase(['migrate'], env)
  await confirmMigrated(env)
}

/** The migrations (confirmed as `migrate` does), then the seed, in one start of Payload. */
export async function migrateAndSeed(env) {
  await setUpDatabase(['migrate', 'seed'], env)
  await confirmMigrated(env)
}

async function confirmMigrated(env) {
  const missing = await unappliedMigrations(env.DATABASE_URL)
  if (missing.length) throw new Error(`migrations are not all applied: ${missing.join(', ')} did not run`)
}

/** The migrations of this checkout, oldest first, as the CMS's migrations index lists them. */
export function committedMigrations() {
  const index = readFileSync(join(root, 'cms/src/migrations/index.ts'), 'utf8')
  return [...index.matchAll(/\bname:\s*['"]([^'"]+)['"]/g)].map((match) => match[1])
}

/** The committed migrations the database at `url` has no row of in payload_migrations. */
async function unappliedMigrations(url) {
  const committed = committedMigrations()
  const { Client } = createRequire(join(root, 'cms/package.json'))('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT name FROM payload_migrations')
    const ran = new Set(rows.map((row) => row.name))
    return committed.length ? committed.filter((name) => !ran.has(name)) : ['(no committed migration found)']
  } finally {
    await client.end()
  }
}

export const seed = (env) => setUpDatabase(['seed'], env)

/** Starts the CMS and the storefront, in dev mode or from their production builds; returns their URLs and child processes. */
/**
 * Starts the CMS and the storefront. Production servers write their logs themselves: into
 * `<logDir>/<name>.log` when given, else straight to this process's output, unless a person reads
 * it in a terminal, who gets each line prefixed with its server (docs/decisions/0056).
 */
export async function startServers(profile, env, { production, logDir }) {
  if (production) {
    const missing = [
      [join(root, 'cms', profile.nextDistDir, 'BUILD_ID'), 'cms'],
      [join(root, 'web', profile.webOutputDir, 'server/index.mjs'), 'web'],
    ].filter(([file]) => !existsSync(file))
    if (missing.length) {
      throw new Error(`no production build of ${missing.map(([, name]) => name).join(' and ')}: run "pnpm build" first`)
    }
  }
  // The CMS first: the storefront's health check asks the CMS, which may still be compiling.
  const processes = {}
  if (logDir) {
    // A fresh log per start of both; a server started again alone (after a fault) adds to its own.
    mkdirSync(logDir, { recursive: true })
    for (const name of ['cms', 'web']) writeFileSync(join(logDir, `${name}.log`), '')
  }
  for (const name of ['cms', 'web']) processes[name] = await startServer(name, profile, env, { production, logDir })
  return { ...serverUrls(profile), processes }
}

/** Where a production server writes its log (startServers); also the replicas'. */
export const serverOutput = (name, logDir) => (logDir ? { file: join(logDir, `${name}.log`) } : process.stdout.isTTY ? 'pipe' : 'inherit')

const serverUrls = (profile) => ({ cms: `http://localhost:${profile.cmsPort}`, web: `http://localhost:${profile.webPort}` })

/**
 * Starts one of the two servers (`cms` or `web`) and resolves once its health check answers; also
 * used alone to start the CMS again after a fault run killed it (scripts/faults.mjs).
 */
export async function startServer(name, profile, env, { production, logDir }) {
  const script = production ? 'start' : 'dev'
  const nodeEnv = production ? 'production' : 'development'
  const url = serverUrls(profile)[name]
  const port = name === 'cms' ? profile.cmsPort : profile.webPort
  // Next compiles routes on first request in dev mode: the first health check can be slow.
  const timeoutMs = production ? 90_000 : 300_000
  // The storefront's rate limits live in the CMS's database (docs/decisions/0016), unless a
  // separate URL (a role limited to that table) is given.
  const webEnv = { RATE_LIMIT_DATABASE_URL: process.env.RATE_LIMIT_DATABASE_URL || env.DATABASE_URL }
  return startService(name, 'pnpm', ['--filter', `@storefront/${name}`, 'run', script], {
    cwd: root,
    env: { ...env, ...(name === 'web' && webEnv), NODE_ENV: nodeEnv, PORT: String(port) },
    // The CMS is ready once it has also warmed its admin panel up (cms/server.mjs).
    ready: () => answers(`${url}/api/health${name === 'cms' ? '/ready' : ''}`),
    timeoutMs,
    output: production ? serverOutput(name, logDir) : 'pipe',
  })
}
