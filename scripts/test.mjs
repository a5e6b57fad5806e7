// `npm test`: the whole suite. Unit tests (Vitest, both packages); integration tests against a
// fresh PostgreSQL database and the real Payload; end-to-end tests in Debian's Chromium against
// production builds, the Auth Emulator and a freshly migrated and seeded database. Runs on its
// own ports, database and emulator project, so it can run beside `npm run dev`.
//
// `npm test -- --e2e [playwright arguments]` runs only the end-to-end part (e.g. one journey:
// `npm test -- --e2e e2e/shops.spec.ts`); `npm test -- --no-e2e [vitest filters]` only the unit and
// integration tests (filters narrow the CMS integration run); TEST_SLOT=1..9 gives a run its own
// ports and folders.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
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
const integrationFilters = skipE2e ? process.argv.slice(noE2eAt + 1) : []
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
stopOnSignals()

const pnpm = (name, args, options = {}) => runStep(name, 'pnpm', args, { cwd: root, ...options })
const counts = []

async function main() {
  rmSync(profile.dataDir, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  onStop(async () => rmSync(profile.postgresDir, { recursive: true, force: true }))
  ensureChromium()

  if (!e2eOnly) {
    // Guardrails first, they are the quickest to fail: lint (types, hooks, accessibility, import
    // boundaries and cycles; docs/decisions/0017), the formatter's check, then the checks of the
    // lint itself and of the web image's file list (scripts/test/).
    await pnpm('lint', ['exec', 'eslint', '.'])
    await pnpm('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'])
    await runStep('guardrails', process.execPath, ['--test', '--test-reporter=dot', 'scripts/test/*.test.mjs'], { cwd: root })
    for (const pkg of ['cms', 'web', 'stand-ins']) {
      const report = join(reports, `${pkg}-unit.json`)
      await vitest(`${pkg} unit`, pkg, 'test:unit', report, {})
    }
  }

  // The tests' own PostgreSQL cluster and emulator, emptied at every run.
  const { env, postgres } = await startBackingServices(profile, { freshDatabase: true })
  if (!e2eOnly) {
    await migrate(env)
    await pnpm('cms drift-check', ['--filter', '@storefront/cms', 'run', 'drift-check'], { env, timeoutMs: 5 * 60_000 })
    await vitest('cms integration', 'cms', 'test:int', join(reports, 'cms-int.json'), env, integrationFilters)
  }
  if (!e2eOnly) await devRunTest()
  if (skipE2e) return

  // End-to-end: a second fresh database, migrated and seeded like a new installation.
  // The journeys' browser stands where a load balancer would (one trusted hop): a journey that
  // counts attempts sends its own X-Forwarded-For, so its rate-limit budget is its own, not the
  // whole run's from 127.0.0.1 (docs/decisions/0016). Requests without the header key on the socket.
  const e2eEnv = { ...env, TRUSTED_PROXY_HOPS: '1' }
  if (postgres) {
    await postgres.ensureDatabase('storefront_e2e', { fresh: true })
    e2eEnv.DATABASE_URL = postgres.urlFor('storefront_e2e')
  }
  await migrate(e2eEnv)
  await seed(e2eEnv)
  await pnpm('build', ['-r', '--workspace-concurrency=1', 'run', 'build'], {
    env: { ...e2eEnv, NODE_ENV: 'production' },
    timeoutMs: 20 * 60_000,
  })
  const urls = await startServers(profile, e2eEnv, { production: true })
  const faultsUrl = await startFaultControl({ cms: urls.processes.cms, postgres })
  const playwrightReport = join(reports, 'e2e.json')
  await pnpm('e2e', ['exec', 'playwright', 'test', ...playwrightArgs], {
    env: {
      ...e2eEnv,
      E2E_WEB_URL: urls.web,
      E2E_CMS_URL: urls.cms,
      E2E_FAULTS_URL: faultsUrl,
      CHROMIUM_PATH: CHROMIUM,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_REPORT_DIR: reports,
    },
    // Each repeat (`--repeat-each=N`, the hunt for flaky journeys) runs every journey again.
    timeoutMs: 45 * 60_000 * repeats(playwrightArgs),
  }).finally(() => countPlaywright(playwrightReport))
}

function repeats(args) {
  const given = args.find((arg) => arg.startsWith('--repeat-each'))
  const value = given?.includes('=') ? given.split('=')[1] : args[args.indexOf(given) + 1]
  return Math.max(1, Number(value) || 1)
}

function vitest(name, pkg, script, report, env, filters = []) {
  return pnpm(name, ['--filter', `@storefront/${pkg}`, 'run', script, ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env,
    timeoutMs: 10 * 60_000,
  }).finally(() => countVitest(report))
}

/** scripts/dev-run.test.mjs: the run command started again and again, on a dev slot of this run's own. */
function devRunTest() {
  const report = join(reports, 'dev-run.tap')
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${report}`]
  return runStep('dev run', 'node', ['--test', ...reporters, 'scripts/dev-run.test.mjs'], {
    cwd: root,
    env: { DEV_SLOT: String((Number(process.env.TEST_SLOT) || 0) + 1) },
    timeoutMs: 15 * 60_000,
  }).finally(() => countNodeTest(report))
}

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

function countPlaywright(report) {
  if (!existsSync(report)) return
  const { stats } = JSON.parse(readFileSync(report, 'utf8'))
  counts.push({ passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped })
}

/** Debian's Chromium drives the e2e tests: a test tool's own browser download cannot work here. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`)
  console.log('[test] installing Debian chromium')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

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
console.log(`\nSuite finished in ${Math.round((Date.now() - started) / 1000)} s.`)
if (failure) console.error(`Failed: ${failure.message}${failure.output ? `\n${failure.output.slice(-4000)}` : ''}`)
console.log(`tests: ${total.passed} passed, ${total.failed + (failure && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`)
process.exit(failure || total.failed > 0 ? 1 : 0)
