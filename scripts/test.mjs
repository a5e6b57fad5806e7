// `npm test`: the whole suite. Guardrails (lint, format, the type check of every package); unit
// and integration tests (one Vitest run: both packages and the stand-ins, the CMS's integration
// tests against a fresh PostgreSQL database, the real Payload and the Auth Emulator); the run
// command's own test; end-to-end tests in Debian's Chromium against production builds, the Auth
// Emulator and a freshly migrated and seeded database. Runs on its own ports, database and
// emulator project, so it can run beside `npm run dev`.
//
// Two cores do the work, so everything but the journeys runs at once, the production builds first
// in line (made, or reused: a build is kept with the hash of the sources it was made from); then
// the journeys have the machine; then the production shape. Every run ends with what it cost,
// held to scripts/test-budget.json (docs/decisions/0046).
//
// `npm test -- --e2e [playwright arguments]` runs only the end-to-end part (e.g. one journey:
// `npm test -- --e2e e2e/shop-finder.spec.ts`); `npm test -- --no-e2e [vitest filters]` only the
// guardrails, unit and integration tests; TEST_SLOT=1..9 gives a run its own ports and folders.
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { productionBuilds } from './lib/builds.mjs'
import { ensureDebianPackages } from './lib/debian-packages.mjs'
import { startFaultControl } from './lib/faults.mjs'
import { onStop, runStep, stopAll, stopOnSignals } from './lib/processes.mjs'
import { migrate, migrateAndSeed, root, seed, startBackingServices, startJourneyEmulator, startServers, testProfile } from './lib/stack.mjs'
import { cpuSince, cpuTimes } from './lib/machine-cpu.mjs'
import { budgetBreaches, formatReport, testTimes } from './lib/suite-report.mjs'

const profile = testProfile()
const reports = join(profile.dataDir, 'reports')
const e2eAt = process.argv.indexOf('--e2e')
const e2eOnly = e2eAt !== -1
const playwrightArgs = e2eOnly ? process.argv.slice(e2eAt + 1) : []
/** How far noon in Seoul (UTC+9) is from `now`, either way: at most twelve hours. */
function minutesToSeoulNoon(now) {
  const seoulMinutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 9 * 60) % 1440
  const ahead = (12 * 60 - seoulMinutes + 1440) % 1440
  return ahead > 720 ? ahead - 1440 : ahead
}

const noE2eAt = process.argv.indexOf('--no-e2e')
const skipE2e = noE2eAt !== -1
const vitestFilters = skipE2e ? process.argv.slice(noE2eAt + 1) : []
// Vitest filters (`--no-e2e anonymise`) run those Vitest files and nothing else.
const vitestOnly = vitestFilters.length > 0
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
stopOnSignals()

const pnpm = (name, args, options = {}) => runStep(name, 'pnpm', args, { cwd: root, ...options })
/**
 * What is not on the way to the journeys (the builds, the journeys' database, the journeys
 * themselves) runs at a lower priority and takes the cores they leave: the guardrails lowest, the
 * tests that wait on timers of their own (Vitest, the backups) less so (docs/decisions/0046).
 */
const BEHIND = { guardrails: 10, tests: 5 }
const counts = []
/** Each phase of the run: its name, when it started (seconds into the run) and how long it took. */
const phases = []
/** The reports the run's test runners wrote, for the slowest tests. */
const reportFiles = { vitest: [], playwright: [], nodeTest: [] }

/** Runs `work`, noting when it started and how long it took for the summary. */
async function timed(name, work) {
  const started = Date.now()
  try {
    return await work()
  } finally {
    phases.push({ name, startedAt: Math.round((started - suiteStarted) / 1000), seconds: Math.round((Date.now() - started) / 1000) })
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

  // The tests' own PostgreSQL cluster and emulators, emptied at every run.
  const { env, postgres, journeyFirebase } = await timed('backing services', async () => {
    // The journeys have an emulator of their own, so their database is seeded without waiting for
    // the integration tests, which delete and make again the seed's demo customer in theirs; a run
    // of journeys alone has no integration tests and uses the one emulator. Started at once.
    const [started, journeyFirebase] = await Promise.all([
      startBackingServices(profile, { freshDatabase: true }),
      skipE2e || e2eOnly ? {} : startJourneyEmulator(profile),
    ])
    return { ...started, journeyFirebase }
  })
  // End-to-end: a second database, migrated and seeded like a new installation.
  // The journeys' browser stands where a load balancer would (one trusted hop): a journey that
  // counts attempts sends its own X-Forwarded-For, so its rate-limit budget is its own, not the
  // whole run's from 127.0.0.1 (docs/decisions/0016). Requests without the header key on the socket.
  // The scraper's token, so a journey can read both servers' metrics (docs/decisions/0044).
  const e2eEnv = {
    ...env,
    ...journeyFirebase,
    TRUSTED_PROXY_HOPS: '1',
    // Most journeys render from 127.0.0.1, three at a time for minutes: a budget sized for the
    // suite, not a visitor (e2e/render-budget.spec.ts tests the budget on a storefront of its own).
    RENDER_BUDGET_PER_SECOND: '1000',
    RENDER_BUDGET_BURST: '10000',
    METRICS_TOKEN: 'e2e-metrics-token-of-this-run',
    // Announcements wait out the night (20:50–08:00 Seoul): the journeys' CMS reads it as about noon.
    ANNOUNCEMENT_CLOCK_SHIFT_MINUTES: String(minutesToSeoulNoon(new Date())),
  }
  if (postgres && !skipE2e) e2eEnv.DATABASE_URL = postgres.urlFor('storefront_e2e')

  // Everything but the journeys starts at once, the builds first in line: two cores are best kept
  // busy by steps that wait on different things (docs/decisions/0046).
  const builds = !skipE2e && timed('builds', () => productionBuilds(profile, e2eEnv, { typechecked: true }))
  const guards = !e2eOnly && !vitestOnly && timed('guardrails', guardrails)
  // The test database is migrated once; the journeys' database is a copy of it, then seeded. A run
  // of journeys alone has no use for the test database: theirs is migrated and seeded in one start.
  const migrated = e2eOnly ? Promise.resolve() : timed('migrations', () => migrate(env))
  const e2eDatabase =
    !skipE2e &&
    migrated.then(() =>
      timed('e2e database', async () => {
        if (!postgres) return migrateAndSeed(e2eEnv)
        if (e2eOnly) {
          await postgres.ensureDatabase('storefront_e2e', { fresh: true })
          return migrateAndSeed(e2eEnv)
        }
        await postgres.ensureDatabase('storefront_e2e', { fresh: true, template: profile.database })
        await seed(e2eEnv)
      }),
    )
  // Vitest opens the test database only once the copy is made (a template takes no connections).
  const integration = !e2eOnly && Promise.resolve(e2eDatabase || migrated).then(() => timed('unit and integration', () => unitAndIntegration(env)))
  // The run command started twice and backups of what it set up (scripts/backup-restore.test.mjs):
  // the backups wait for the production builds, which it is told of through a file.
  const buildsReady = join(profile.dataDir, 'builds-ready')
  if (builds)
    builds.then(
      () => writeFileSync(buildsReady, 'made'),
      (error) => writeFileSync(buildsReady, `failed: ${error.message}`),
    )
  const backup =
    !e2eOnly &&
    !vitestOnly &&
    timed('run command and backups', () =>
      nodeTest('backup', 'scripts/backup-restore.test.mjs', { BUILDS_READY_FILE: builds ? buildsReady : 'none' }, { nice: BEHIND.tests }),
    )
  const besideBuilds = together(guards, integration, backup)
  if (skipE2e) return besideBuilds

  // The journeys then have the machine to themselves: beside Vitest and the backups they were
  // starved (Linux gives each session its share, and the browsers are one) and timed out.
  await together(builds, e2eDatabase, besideBuilds)
  // Each server writes its log into <dataDir>/logs/<name>.log: a journey reads one request's id in
  // both servers' logs there (e2e/logs-and-metrics.spec.ts).
  const logDir = join(profile.dataDir, 'logs')
  const urls = await startServers(profile, e2eEnv, { production: true, logDir })
  const faultsUrl = await startFaultControl({ cms: urls.processes.cms, postgres })
  const e2eRunEnv = {
    ...e2eEnv,
    E2E_WEB_URL: urls.web,
    E2E_CMS_URL: urls.cms,
    E2E_FAULTS_URL: faultsUrl,
    E2E_LOG_DIR: logDir,
    CHROMIUM_PATH: CHROMIUM,
    E2E_REPORT_DIR: reports,
  }
  const journeys = endToEnd(e2eRunEnv)
  // The production shape (scripts/replicas.test.mjs) once the journeys are over, whatever they
  // found: its four servers would crowd them off two cores. Not in a run of chosen journeys.
  await together(journeys, !e2eOnly && journeys.catch(() => {}).then(() => timed('replicas', () => nodeTest('replicas', 'scripts/replicas.test.mjs'))))
}

/**
 * Lint (hooks, accessibility, import boundaries and cycles; docs/decisions/0017), the formatter's
 * check, nothing unused (knip), the files derived from the Payload config, the type check of every package, and the
 * checks of the lint itself, the web image's file list and the suite's budget (scripts/test/):
 * two lanes beside everything else.
 */
async function guardrails() {
  // TypeScript 7, the native compiler: the same check in half the CPU of 5.9; `typescript` (6.0)
  // stays for the tools that use its API (typescript-eslint, Next.js, editors). docs/decisions/0046, 0051
  const typecheck = async () => {
    for (const project of ['cms/tsconfig.json', 'rules/tsconfig.json', 'web/tsconfig.json', 'tsconfig.json']) {
      await runStep('typecheck', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', project], {
        cwd: root,
        nice: BEHIND.guardrails,
      })
      console.log(`[typecheck] ${project}: no type errors`)
    }
  }
  await together(
    pnpm('lint', ['exec', 'eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'], { nice: BEHIND.guardrails })
      .then(() => pnpm('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn', '--cache'], { nice: BEHIND.guardrails }))
      // No file, export, type or dependency that nothing uses (knip.jsonc).
      .then(() => pnpm('unused', ['exec', 'knip', '--no-progress'], { nice: BEHIND.guardrails }))
      // The files derived from the Payload config (migrations, types, import map) are current.
      .then(() => pnpm('cms drift-check', ['--filter', '@storefront/cms', 'run', 'drift-check'], { timeoutMs: 5 * 60_000, nice: BEHIND.guardrails })),
    typecheck().then(() =>
      runStep('guardrails', process.execPath, ['--test', '--test-reporter=dot', 'scripts/test/*.test.mjs'], { cwd: root, nice: BEHIND.guardrails }),
    ),
  )
}

/**
 * The tests that need the database: the CMS's (one database and one Payload, so their files run one
 * after another), then the shared rules' (rules/vitest.config.ts orders them after the CMS's).
 */
const INTEGRATION = ['@storefront/cms (integration)', '@storefront/rules (integration)']

/**
 * The unit tests of every package and the integration tests (vitest.config.ts), on the freshly
 * migrated test database: two Vitest runs side by side. In one run the integration project's
 * single file at a time held every other file too; the unit files (120, a second each to load) then
 * ran after it on one core while the other had nothing left to do.
 */
async function unitAndIntegration(env) {
  const run = async (name, projects) => {
    const report = join(reports, `${name.replace(' ', '-')}.json`)
    reportFiles.vitest.push(report)
    const args = ['exec', 'vitest', 'run', ...projects.map((project) => `--project=${project}`), ...vitestFilters]
    // Filters (`--no-e2e anonymise`) may match files of one run only: the other has none to run.
    if (vitestOnly) args.push('--passWithNoTests')
    await pnpm(name, [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      env,
      nice: BEHIND.tests,
      // A guard against a hang, not a budget: beside the builds and the backup test on two cores the
      // run takes 7–8 minutes, and more when anything else runs on the machine.
      timeoutMs: 20 * 60_000,
    }).finally(() => countVitest(report))
  }
  const before = counts.length
  await together(
    run('vitest', INTEGRATION),
    run(
      'vitest units',
      INTEGRATION.map((project) => `!${project}`),
    ),
  )
  const ran = counts.slice(before).reduce((sum, { passed, failed }) => sum + passed + failed, 0)
  if (vitestOnly && ran === 0) throw new Error(`no Vitest file matched ${vitestFilters.join(' ')}`)
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
    reportFiles.playwright.push(report)
    // Each repeat (`--repeat-each=N`, the hunt for flaky journeys) runs every journey again.
    await timed(phase.name, () =>
      pnpm(phase.name, ['exec', 'playwright', 'test', ...phase.args, '--pass-with-no-tests', ...playwrightArgs], {
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PHASE: slug },
        // A guard against a hang, not a budget (scripts/test-budget.json has that).
        timeoutMs: 30 * 60_000 * repeats(playwrightArgs),
      }),
    )
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
 * one), one at a time: backup-restore.test.mjs (the run command started twice, and backups), and
 * replicas.test.mjs after the journeys.
 */
function nodeTest(name, file, env = {}, { nice = 0 } = {}) {
  const report = join(reports, `${name.replaceAll(' ', '-')}.tap`)
  reportFiles.nodeTest.push(report)
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${report}`]
  return runStep(name, 'node', ['--test', ...reporters, file], {
    cwd: root,
    nice,
    env: { DEV_SLOT: String((Number(process.env.TEST_SLOT) || 0) + 1), ...env },
    // A guard against a hang: the backups' file waits for the builds before its second half.
    timeoutMs: 25 * 60_000,
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

/**
 * The run's cost, printed last and kept in .data/ (the latest run, and a line per run in
 * suite-timings.jsonl): the total, each phase, the twenty slowest tests, and each figure over its
 * line in scripts/test-budget.json. A breach is reported, never failed on: machines are noisy.
 */
function reportCost() {
  const mode = e2eOnly ? 'e2e' : skipE2e ? 'no-e2e' : 'full'
  const tests = testTimes(reportFiles, root)
  const report = {
    at: new Date().toISOString(),
    commit: gitHead(),
    mode,
    slot: Number(process.env.TEST_SLOT) || 0,
    totalSeconds: Math.round((Date.now() - suiteStarted) / 1000),
    cpu: cpuSince(cpuAtStart),
    phases: phases.sort((a, b) => a.startedAt - b.startedAt),
    slowest: tests.slice(0, 20),
  }
  const budget = JSON.parse(readFileSync(join(root, 'scripts/test-budget.json'), 'utf8'))
  // The suite's total is held to its budget only when the whole suite ran.
  const breaches = budgetBreaches(mode === 'full' ? report : { ...report, totalSeconds: 0 }, budget, tests)
  const file = join(root, '.data', `suite-timings${report.slot ? `-${report.slot}` : ''}.json`)
  writeFileSync(file, `${JSON.stringify({ ...report, breaches }, null, 2)}\n`)
  appendFileSync(file.replace(/\.json$/, '.jsonl'), `${JSON.stringify({ ...report, slowest: undefined, breaches })}\n`)
  console.log(`\n${formatReport(report).join('\n')}`)
  console.log(breaches.length ? breaches.join('\n') : `Within the budget (scripts/test-budget.json).`)
  console.log(`(kept in ${relative(root, file)})`)
}

const gitHead = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

/**
 * Debian's Chromium headless shell drives the e2e tests: a test tool's own browser download cannot
 * work here. PgBouncer too, for scripts/test/pgbouncer.test.mjs: installed here, before anything
 * else may run apt at the same time.
 */
const ensureChromium = () =>
  ensureDebianPackages({ [CHROMIUM]: CHROMIUM.endsWith('headless-shell') ? 'chromium-headless-shell' : 'chromium', '/usr/sbin/pgbouncer': 'pgbouncer' })

const suiteStarted = Date.now()
const cpuAtStart = cpuTimes()
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
reportCost()
if (failure) console.error(`Failed: ${failure.message}${failure.output ? `\n${failure.output.slice(-4000)}` : ''}`)
console.log(`tests: ${total.passed} passed, ${total.failed + (failure && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`)
process.exit(failure || total.failed > 0 ? 1 : 0)
