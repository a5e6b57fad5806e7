// What a run of `npm test` cost, written where the next person finds it and printed last, and the
// same figures held against the budget in scripts/test-budget.json (docs/decisions/0046). The
// budget never fails a run (machines are noisy); each breach is one line in the log.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

/** Every test of a run, slowest first: each Vitest file, each journey run and each node:test test. */
export function testTimes({ vitest = [], playwright = [], nodeTest = [] }, root) {
  const tests = [
    ...vitest.flatMap((report) => vitestFiles(report, root)),
    ...playwright.flatMap((report) => journeys(report)),
    ...nodeTest.flatMap((report) => nodeTests(report)),
  ]
  return tests.sort((a, b) => b.seconds - a.seconds)
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
const seconds = (ms) => Math.round(ms / 100) / 10

/** Each test file of a Vitest JSON report, with the time from its start to its end. */
export function vitestFiles(file, root) {
  const report = readJson(file)
  return (report?.testResults ?? []).map((result) => ({
    kind: 'vitest',
    name: relative(root, result.name),
    seconds: seconds(result.endTime - result.startTime),
  }))
}

/** Each journey run of a Playwright JSON report: `file › title [project]`, one per repeat. */
export function journeys(file) {
  const report = readJson(file)
  const found = []
  const walk = (suite, fileName) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          found.push({ kind: 'journey', name: `${fileName} › ${spec.title} [${test.projectName}]`, seconds: seconds(result.duration), status: result.status })
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, fileName)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title)
  return found
}

/** Each top-level test of a node:test TAP report, with its `duration_ms`. */
export function nodeTests(file) {
  if (!existsSync(file)) return []
  const found = []
  let current = null
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const test = /^(?:not )?ok \d+ - (.*)$/.exec(line)
    if (test) current = { kind: 'node:test', name: `${file.replace(/.*\//, '').replace(/\.tap$/, '')} › ${test[1]}`, seconds: 0 }
    const duration = /^ {2}duration_ms: ([\d.]+)$/.exec(line)
    if (duration && current) {
      current.seconds = seconds(Number(duration[1]))
      found.push(current)
      current = null
    }
  }
  return found
}

/** The run's figures as lines for the terminal: the total, each phase with when it started, the slowest tests. */
export function formatReport({ totalSeconds, phases, slowest, cpu }) {
  const width = Math.max(...phases.map((phase) => phase.name.length), 5)
  const lines = [
    `Suite: ${totalSeconds} s in all${cpu ? `, the cores ${cpu.busyPercent}% busy (${cpu.busySeconds} of ${cpu.availableSeconds} core-seconds)` : ''}.`,
    'Phases (from the start of the run):',
  ]
  for (const phase of phases)
    lines.push(`  ${phase.name.padEnd(width)} ${String(phase.seconds).padStart(5)} s  (${phase.startedAt}–${phase.startedAt + phase.seconds} s)`)
  lines.push(`The ${slowest.length} slowest tests:`)
  for (const test of slowest) lines.push(`  ${String(test.seconds).padStart(6)} s  ${test.kind.padEnd(9)} ${test.name}`)
  return lines
}

/**
 * One line per figure of `report` over its `budget` (scripts/test-budget.json): the total, each
 * phase, each journey and each Vitest file. A journey or file without a line of its own is held
 * to the default.
 */
export function budgetBreaches(report, budget, tests) {
  const over = (what, took, allowed) => `over budget: ${what} took ${took} s, budget ${allowed} s (+${Math.round((took - allowed) * 10) / 10} s)`
  const breaches = []
  if (budget.total && report.totalSeconds > budget.total) breaches.push(over('the suite', report.totalSeconds, budget.total))
  for (const phase of report.phases) {
    const allowed = budget.phases?.[phase.name]
    if (allowed === undefined) breaches.push(`no budget: phase '${phase.name}' took ${phase.seconds} s and has no line in the budget`)
    else if (phase.seconds > allowed) breaches.push(over(`phase '${phase.name}'`, phase.seconds, allowed))
  }
  for (const test of tests) {
    const rule = test.kind === 'journey' ? budget.journeys : test.kind === 'vitest' ? budget.vitestFiles : budget.nodeTests
    if (!rule) continue
    const allowed = Object.entries(rule.exceptions ?? {}).find(([prefix]) => test.name.startsWith(prefix))?.[1] ?? rule.default
    if (test.seconds > allowed) breaches.push(over(`${test.kind} ${test.name}`, test.seconds, allowed))
  }
  return breaches
}
