// `npm test`: the whole suite. Guardrails (lint, format, the type check of every package); unit
// and integration tests (one Vitest run: both packages and the stand-ins, the CMS's integration
// tests against a fresh PostgreSQL database, the real Payload and the Auth Emulator); the run
// command's own test; end-to-end tests in Debian's Chromium against production builds, the Auth
// Emulator and a freshly migrated and seeded database. Runs on its own ports, database and
// emulator project, so it can run beside `npm run dev`.
//
// Two cores do the work, so steps that wait on different things overlap: while the unit and
// integration tests run, the production builds are made (or reused: a build is kept with the hash
// of the sources it was made from) and the e2e database is migrated and seeded.
//
// `npm test -- --e2e [playwright arguments]` runs only the end-to-end part (e.g. one journey:
// `npm test -- --e2e e2e/shop-finder.spec.ts`); `npm test -- --no-e2e [vitest filters]` only the
// guardrails, unit and integration tests; TEST_SLOT=1..9 gives a run its own ports and folders.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { productionBuilds } from './lib/builds.mjs'
import { ensureDebianPackages } from './lib/debian-packages.mjs'
import { startFaultControl } from './lib/faults.mjs'
import { onStop, runStep, stopAll, stopOnSignals } from './lib/processes.mjs'
import { migrate, root, seed, startBackingServices, startServers, testProfile } from './lib/stack.mjs'

const profile = testProfile()
const reports = join(profile.dataDir, 'reports')
const e2eAt = process.argv.indexOf('--e2e')
const e2eOnly = e2eAt !== -1
const playwrightArgs = e2eOnly ? process.argv.slice(e2eAt + 1) : []
const noE2eAt = process.argv.indexOf('--no-e2e')
const skipE2e = noE2eAt !== -1
const vitestFilters = skipE2e ? process.argv.slice(noE2eAt + 1) : []
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
stopOnSignals()

const pnpm = (name, args, options = {}) => runStep(name, 'pnpm', args, { cwd: root, ...options })
const counts = []
const timings = []

/** Runs `work`, noting how long it took for the summary. */
async function timed(name, work) {
  const started = Date.now()
  try {
    return await work()
  } finally {
    timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`)
  }
}

/** Waits for every one of `steps` (started together), then fails with the first failure, if any. */
async function together(...steps) {
  const results = await Promise.allSettled(steps)
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
}

async function main() {
  rmSync(profile.dataDir, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  onStop(async () => rmSync(profile.postgresDir, { recursive: true, force: true }))
  ensureChromium()

  if (!e2eOnly) await timed('guardrails', guardrails)

  // The tests' own PostgreSQL cluster and emulator, emptied at every run.
  const { env, postgres } = await timed('backing services', () => startBackingServices(profile, { freshDatabase: true }))
  // End-to-end: a second fresh database, migrated and seeded like a new installation.
  // The journeys' browser stands where a load balancer would (one trusted hop): a journey that
  // counts attempts sends its own X-Forwarded-For, so its rate-limit budget is its own, not the
  // whole run's from 127.0.0.1 (docs/decisions/0016). Requests without the header key on the socket.
  // The scraper's token, so a journey can read both servers' metrics (docs/decisions/0044).
  const e2eEnv = { ...env, TRUSTED_PROXY_HOPS: '1', METRICS_TOKEN: 'e2e-metrics-token-of-this-run' }
  if (postgres && !skipE2e) {
    await postgres.ensureDatabase('storefront_e2e', { fresh: true })
    e2eEnv.DATABASE_URL = postgres.urlFor('storefront_e2e')
  }

  const integration = !e2eOnly && timed('unit and integration', () => unitAndIntegration(env))
  // The seed makes the demo customer in the emulator, which the integration tests (the seed's
  // own) delete and make again: it waits for them.
  const e2eDatabase = async () => {
    await migrate(e2eEnv)
    await Promise.resolve(integration).catch(() => {})
    await seed(e2eEnv)
  }
  const builds = !skipE2e && timed('builds', () => productionBuilds(profile, e2eEnv))
  // The backup test starts the production builds on the dev run's slot, once both are done with.
  const devRun = !e2eOnly && timed('dev run', () => nodeTest('dev run', 'scripts/dev-run.test.mjs'))
  await together(
    integration,
    devRun,
    !skipE2e && timed('e2e database', e2eDatabase),
    builds,
    !e2eOnly && Promise.allSettled([devRun, builds]).then(() => timed('backup and restore', () => nodeTest('backup', 'scripts/backup-restore.test.mjs'))),
  )
  if (skipE2e) return

  const urls = await startServers(profile, e2eEnv, { production: true })
  const faultsUrl = await startFaultControl({ cms: urls.processes.cms, postgres })
  const logDir = keepServerLogs(urls.processes)
  const e2eRunEnv = {
    ...e2eEnv,
    E2E_WEB_URL: urls.web,
    E2E_CMS_URL: urls.cms,
    E2E_FAULTS_URL: faultsUrl,
    E2E_LOG_DIR: logDir,
    CHROMIUM_PATH: CHROMIUM,
    E2E_REPORT_DIR: reports,
  }
  const journeys = timed('e2e', () => endToEnd(e2eRunEnv))
  // The production shape (scripts/replicas.test.mjs) once the journeys are over, whatever they
  // found: its four servers would crowd them off two cores. Not in a run of chosen journeys.
  await together(journeys, !e2eOnly && journeys.catch(() => {}).then(() => timed('replicas', () => nodeTest('replicas', 'scripts/replicas.test.mjs'))))
}

/**
 * Each server's output, as printed, also in <dataDir>/logs/<name>.log: a journey reads one
 * request's id in both servers' logs there (e2e/logs-and-metrics.spec.ts).
 */
function keepServerLogs(processes) {
  const dir = join(profile.dataDir, 'logs')
  mkdirSync(dir, { recursive: true })
  for (const [name, child] of Object.entries(processes)) {
    const file = createWriteStream(join(dir, `${name}.log`))
    child.stdout.on('data', (chunk) => file.write(chunk))
    child.stderr.on('data', (chunk) => file.write(chunk))
  }
  return dir
}

/**
 * Lint (hooks, accessibility, import boundaries and cycles; docs/decisions/0017), the formatter's
 * check, the type check of every package, and the checks of the lint itself and of the web
 * image's file list (scripts/test/): the quickest to fail, two at a time.
 */
async function guardrails() {
  const typecheck = async () => {
    for (const project of ['cms/tsconfig.json', 'web/tsconfig.json', 'tsconfig.json']) {
      await pnpm('typecheck', ['exec', 'tsc', '--noEmit', '-p', project])
      console.log(`[typecheck] ${project}: no type errors`)
    }
  }
  await together(
    pnpm('lint', ['exec', 'eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']).then(() =>
      pnpm('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn', '--cache']),
    ),
    typecheck().then(() => runStep('guardrails', process.execPath, ['--test', '--test-reporter=dot', 'scripts/test/*.test.mjs'], { cwd: root })),
  )
}

/** One Vitest run (vitest.config.ts): the unit tests of every package and the CMS's integration tests, on a fresh database. */
async function unitAndIntegration(env) {
  await migrate(env)
  await pnpm('cms drift-check', ['--filter', '@storefront/cms', 'run', 'drift-check'], { env, timeoutMs: 5 * 60_000 })
  const report = join(reports, 'vitest.json')
  await pnpm('vitest', ['exec', 'vitest', 'run', ...vitestFilters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env,
    // A guard against a hang, not a budget: beside the builds and the backup test on two cores the
    // run takes 7–8 minutes, and more when anything else runs on the machine.
    timeoutMs: 20 * 60_000,
  }).finally(() => countVitest(report))
}

/**
 * The journeys: first those that may run side by side, then (playwright.config.ts) those that
 * change what the others see, one at a time. A developer's own `--project` runs as given.
 */
async function endToEnd(env) {
  const phases = playwrightArgs.some((arg) => arg.startsWith('--project'))
    ? [{ name: 'e2e', args: [] }]
    : [
        { name: 'e2e', args: ['--project=mobile', '--project=desktop'] },
        { name: 'e2e alone', args: ['--project=mobile-alone', '--project=desktop-alone', '--workers=1'] },
      ]
  let ran = 0
  const failures = []
  for (const phase of phases) {
    const slug = phase.name.replace(' ', '-')
    const report = join(reports, `${slug}.json`)
    // Each repeat (`--repeat-each=N`, the hunt for flaky journeys) runs every journey again.
    await pnpm(phase.name, ['exec', 'playwright', 'test', ...phase.args, '--pass-with-no-tests', ...playwrightArgs], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PHASE: slug },
      // A guard against a hang: the side-by-side phase takes about 23 minutes on two cores.
      timeoutMs: 45 * 60_000 * repeats(playwrightArgs),
    })
      .catch((error) => failures.push(error))
      .finally(() => (ran += countPlaywright(report)))
  }
  if (failures.length) throw failures[0]
  if (ran === 0) throw new Error(`no journey matched ${playwrightArgs.join(' ')}`)
}

function repeats(args) {
  const given = args.find((arg) => arg.startsWith('--repeat-each'))
  const value = given?.includes('=') ? given.split('=')[1] : args[args.indexOf(given) + 1]
  return Math.max(1, Number(value) || 1)
}

/**
 * A node:test file of scripts/ on a dev slot of this run's own (DEV_SLOT: the test slot's plus
 * one), one at a time: dev-run.test.mjs (the run command started again and again), then
 * backup-restore.test.mjs, and replicas.test.mjs after the journeys.
 */
function nodeTest(name, file) {
  const report = join(reports, `${name.replaceAll(' ', '-')}.tap`)
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${report}`]
  return runStep(name, 'node', ['--test', ...reporters, file], {
    cwd: root,
    env: { DEV_SLOT: String((Number(process.env.TEST_SLOT) || 0) + 1) },
    timeoutMs: 15 * 60_000,
  }).finally(() => countNodeTest(report))
}

/** Adds a node:test TAP report to the counts. */
function countNodeTest(report) {
  if (!existsSync(report)) return
  const tap = readFileSync(report, 'utf8')
  const count = (word) => Number(tap.match(new RegExp(`^# ${word} (\\d+)$`, 'm'))?.[1] ?? 0)
  counts.push({ passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') })
}

function countVitest(report) {
  if (!existsSync(report)) return
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'))
  counts.push({ passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests })
}

/** Adds a Playwright JSON report to the counts; returns how many tests it ran. */
function countPlaywright(report) {
  if (!existsSync(report)) return 0
  const { stats } = JSON.parse(readFileSync(report, 'utf8'))
  counts.push({ passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped })
  return stats.expected + stats.flaky + stats.unexpected
}

/** Debian's Chromium drives the e2e tests: a test tool's own browser download cannot work here. */
const ensureChromium = () => ensureDebianPackages({ [CHROMIUM]: 'chromium' })

const started = Date.now()
let failure = null
try {
  await main()
} catch (error) {
  failure = error
}
await stopAll()
const total = counts.reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed, skipped: sum.skipped + c.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
})
console.log(`\nSuite finished in ${Math.round((Date.now() - started) / 1000)} s (${timings.join(', ')}).`)
if (failure) console.error(`Failed: ${failure.message}${failure.output ? `\n${failure.output.slice(-4000)}` : ''}`)
console.log(`tests: ${total.passed} passed, ${total.failed + (failure && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`)
process.exit(failure || total.failed > 0 ? 1 : 0)
